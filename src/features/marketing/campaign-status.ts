import type { BadgeVariant } from '@/components/ui/badge';

/** email_campaigns_status_check, in French. */
export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmée',
  sending: 'En cours d’envoi',
  sent: 'Envoyée',
  cancelled: 'Annulée',
};

const variants: Record<CampaignStatus, BadgeVariant> = {
  draft: 'muted',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'outline',
};

export function isCampaignStatus(value: unknown): value is CampaignStatus {
  return typeof value === 'string' && (campaignStatuses as readonly string[]).includes(value);
}

export function campaignStatusDisplay(status: string): { label: string; variant: BadgeVariant } {
  return isCampaignStatus(status) ? { label: campaignStatusLabels[status], variant: variants[status] } : { label: status, variant: 'outline' };
}

/** Staff edit a campaign until it starts; after that it is a record of what was sent (the database agrees). */
export function isCampaignEditable(status: string): boolean {
  return status === 'draft' || status === 'scheduled' || status === 'cancelled';
}
