import type { BadgeVariant } from '@/components/ui/badge';

/** Quote request statuses of spec §4, mirroring quote_requests_status_check. No change action (spec). */
export const quoteStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  pending: 'En attente',
  in_progress: 'En cours',
  completed: 'Terminée',
  cancelled: 'Annulée',
};

const quoteStatusVariants: Record<QuoteStatus, BadgeVariant> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  cancelled: 'muted',
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === 'string' && (quoteStatuses as readonly string[]).includes(value);
}

/** Label and badge colour; an unknown value shows as itself in an outline badge. */
export function quoteStatusDisplay(value: string): { label: string; variant: BadgeVariant } {
  return isQuoteStatus(value)
    ? { label: quoteStatusLabels[value], variant: quoteStatusVariants[value] }
    : { label: value, variant: 'outline' };
}
