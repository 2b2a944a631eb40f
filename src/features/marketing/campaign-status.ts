import type { BadgeVariant } from '@/components/ui/badge';

/** email_campaigns_status_check, in French. */
const labels: Record<string, { label: string; variant: BadgeVariant }> = {
  draft: { label: 'Brouillon', variant: 'muted' },
  scheduled: { label: 'Programmée', variant: 'info' },
  sending: { label: 'En cours d’envoi', variant: 'warning' },
  sent: { label: 'Envoyée', variant: 'success' },
  cancelled: { label: 'Annulée', variant: 'outline' },
};

export function campaignStatusDisplay(status: string): { label: string; variant: BadgeVariant } {
  return labels[status] ?? { label: status, variant: 'outline' };
}
