import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues } from '@/domain/shared/coded-values';

/** The statuses of public.offers (offers_status_check), with the French names. */
export const offerStatuses = ['draft', 'sent', 'accepted', 'declined', 'expired', 'superseded'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: 'Brouillon',
  sent: 'Envoyé',
  accepted: 'Accepté',
  declined: 'Refusé',
  expired: 'Expiré',
  superseded: 'Remplacé',
};

const variants: Record<OfferStatus, BadgeVariant> = {
  draft: 'muted',
  sent: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
  superseded: 'secondary',
};

const offerStatus = badgedValues(offerStatuses, offerStatusLabels, variants);

export const isOfferStatus = offerStatus.is;
export const offerStatusDisplay = offerStatus.display;

/** private.offer_transition_allowed, for the screens (tests/integration/offers.test.ts holds the SQL to it). */
export const offerTransitions: Record<OfferStatus, readonly OfferStatus[]> = {
  draft: ['sent'],
  sent: ['accepted', 'declined', 'expired', 'superseded'],
  accepted: [],
  declined: [],
  expired: [],
  superseded: [],
};
