/**
 * What a visitor's request is about, one per public form (quote_requests_type_check lists the
 * same values): the public forms store it, the back-office filters and shows it.
 */
export const requestTypes = ['quote', 'partner', 'job', 'documentation', 'contact'] as const;
export type RequestType = (typeof requestTypes)[number];

export const requestTypeLabels: Record<RequestType, string> = {
  quote: 'Devis',
  partner: 'Partenariat',
  job: 'Candidature',
  documentation: 'Documentation',
  contact: 'Contact',
};

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && (requestTypes as readonly string[]).includes(value);
}

/** The French label of a request type; an unknown value shows as itself. */
export function requestTypeLabel(type: string): string {
  return isRequestType(type) ? requestTypeLabels[type] : type;
}
