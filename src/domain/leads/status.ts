import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues, codedValues } from '@/domain/shared/coded-values';

/**
 * Lead statuses and sources of spec §4, mirroring leads_status_check and leads_source_check: the
 * CRM shows and edits them, a campaign’s audience filters on them.
 */
export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The creation dialog offers only the first three (spec §4), 'new' by default. */
export const creationLeadStatuses = ['new', 'contacted', 'qualified'] as const satisfies readonly LeadStatus[];
export type CreationLeadStatus = (typeof creationLeadStatuses)[number];

export const leadSources = ['website', 'partner', 'event', 'ad', 'referral'] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Nouveau',
  contacted: 'Contacté',
  qualified: 'Qualifié',
  proposal_sent: 'Proposition envoyée',
  negotiation: 'Négociation',
  won: 'Gagné',
  lost: 'Perdu',
};

export const leadSourceLabels: Record<LeadSource, string> = {
  website: 'Site Web',
  partner: 'Partenaire',
  event: 'Événement',
  ad: 'Publicité',
  referral: 'Référencement',
};

const leadStatusVariants: Record<LeadStatus, BadgeVariant> = {
  new: 'info',
  contacted: 'secondary',
  qualified: 'violet',
  proposal_sent: 'warning',
  negotiation: 'warning',
  won: 'success',
  lost: 'danger',
};

const leadStatus = badgedValues(leadStatuses, leadStatusLabels, leadStatusVariants);
const leadSource = codedValues(leadSources, leadSourceLabels);

export const isLeadStatus = leadStatus.is;
export const isLeadSource = leadSource.is;
/** Label and badge colour of a status; an unknown value shows as itself in an outline badge. */
export const leadStatusDisplay = leadStatus.display;

/** French label of a source; an unknown value shows as itself. */
export const leadSourceLabel = (value: string | null | undefined): string => (value ? leadSource.label(value) : '-');

/** A score as a bar width: 0–100, whatever the row holds. */
export function scorePercent(score: number | null | undefined): number {
  const n = Number(score);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}
