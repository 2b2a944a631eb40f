import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues } from '@/domain/shared/coded-values';

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

/** email_campaign_recipients_status_check: where each address of a campaign stands. */
export const recipientStatusLabels: Record<string, string> = {
  pending: 'À envoyer',
  queued: 'En file d’envoi',
  sent: 'Envoyé',
  failed: 'Échec',
  skipped: 'Écarté',
};

const campaignStatus = badgedValues(campaignStatuses, campaignStatusLabels, variants);

export const isCampaignStatus = campaignStatus.is;
export const campaignStatusDisplay = campaignStatus.display;

/**
 * A campaign may be deleted until it starts; once started it is the record of what was sent, and
 * is archived instead (the database refuses the deletion).
 */
export function isCampaignDeletable(campaign: { status: string; started_at: string | null }): boolean {
  return (
    (campaign.status === 'draft' || campaign.status === 'scheduled' || campaign.status === 'cancelled') &&
    campaign.started_at === null
  );
}

/** Staff edit a campaign until it starts; after that it is a record of what was sent (the database agrees). */
export function isCampaignEditable(status: string): boolean {
  return status === 'draft' || status === 'scheduled' || status === 'cancelled';
}
