import type { BadgeVariant } from '@/components/ui/badge';
import {
  leadSources,
  leadSourceLabels,
  leadStatuses,
  leadStatusLabels,
  type LeadSource,
  type LeadStatus,
} from '@/config/lead-options';

export {
  creationLeadStatuses,
  leadSources,
  leadSourceLabels,
  leadStatuses,
  leadStatusLabels,
} from '@/config/lead-options';
export type { CreationLeadStatus, LeadSource, LeadStatus } from '@/config/lead-options';

const leadStatusVariants: Record<LeadStatus, BadgeVariant> = {
  new: 'info',
  contacted: 'secondary',
  qualified: 'violet',
  proposal_sent: 'warning',
  negotiation: 'warning',
  won: 'success',
  lost: 'danger',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
}

export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === 'string' && (leadSources as readonly string[]).includes(value);
}

/** Label and badge colour of a status; an unknown value shows as itself in an outline badge. */
export function leadStatusDisplay(value: string): { label: string; variant: BadgeVariant } {
  return isLeadStatus(value)
    ? { label: leadStatusLabels[value], variant: leadStatusVariants[value] }
    : { label: value, variant: 'outline' };
}

/** French label of a source; an unknown value shows as itself. */
export function leadSourceLabel(value: string | null | undefined): string {
  if (!value) return '-';
  return isLeadSource(value) ? leadSourceLabels[value] : value;
}

/** A score as a bar width: 0–100, whatever the row holds. */
export function scorePercent(score: number | null | undefined): number {
  const n = Number(score);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}
