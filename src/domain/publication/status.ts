import type { BadgeVariant } from '@/components/ui/badge';

/** site_publications_status_check: where a publication of the public site stands. */
export const publicationStatusDisplay: Record<string, { label: string; variant: BadgeVariant }> = {
  requested: { label: 'En cours', variant: 'info' },
  triggered: { label: 'Reconstruction en cours', variant: 'warning' },
  published: { label: 'Publiée', variant: 'success' },
  failed: { label: 'Échec', variant: 'danger' },
};
