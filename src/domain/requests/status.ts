import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues } from '@/domain/shared/coded-values';

/**
 * The requests workflow, mirroring quote_requests_status_check and
 * private.request_transition_allowed (tests/integration/pipeline-transitions.test.ts compares them).
 * The spec's 'completed' and 'cancelled' became 'won' and 'archived'.
 */
export const quoteStatuses = ['pending', 'in_progress', 'quote_sent', 'won', 'lost', 'archived'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  pending: 'Nouveau',
  in_progress: 'En cours',
  quote_sent: 'Devis envoyé',
  won: 'Gagné',
  lost: 'Perdu',
  archived: 'Archivé',
};

const quoteStatusVariants: Record<QuoteStatus, BadgeVariant> = {
  pending: 'warning',
  in_progress: 'info',
  quote_sent: 'info',
  won: 'success',
  lost: 'muted',
  archived: 'outline',
};

/** Where a request may go from each status (staying put is always allowed). */
export const requestTransitions: Record<QuoteStatus, readonly QuoteStatus[]> = {
  pending: ['in_progress', 'quote_sent', 'won', 'lost', 'archived'],
  in_progress: ['quote_sent', 'won', 'lost', 'archived'],
  quote_sent: ['in_progress', 'won', 'lost', 'archived'],
  won: ['archived'],
  lost: ['in_progress', 'archived'],
  archived: ['in_progress'],
};

const quoteStatus = badgedValues(quoteStatuses, quoteStatusLabels, quoteStatusVariants);

export const isQuoteStatus = quoteStatus.is;
/** Label and badge colour; an unknown value shows as itself in an outline badge. */
export const quoteStatusDisplay = quoteStatus.display;
