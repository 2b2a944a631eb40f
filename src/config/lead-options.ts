/**
 * Lead statuses and sources of spec §4, mirroring leads_status_check and leads_source_check: the
 * CRM shows and edits them (features/leads), a campaign's audience filters on them (features/marketing).
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
