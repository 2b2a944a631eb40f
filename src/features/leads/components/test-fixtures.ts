import type { Lead } from '../api/fetch-leads';

/** A realistic lead row for component tests. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    email: 'helene.dubois@boulangerie-dubois.fr',
    first_name: 'Hélène',
    last_name: 'Dubois',
    company: 'Boulangerie Dubois',
    phone: '01 23 45 67 89',
    source: 'event',
    status: 'new',
    notes: 'Rencontrée au salon Equip’Hôtel.\nRappeler en janvier.',
    score: 35,
    created_at: '2026-11-20T14:05:00.000Z',
    updated_at: '2026-11-20T14:05:00.000Z',
    last_contact_date: null,
    next_action: null,
    next_action_date: null,
    quote_request_id: null,
    marketing_consent: false,
    marketing_consent_at: null,
    marketing_consent_request_id: null,
    marketing_consent_form: null,
    marketing_consent_page: null,
    marketing_consent_wording: null,
    marketing_consent_withdrawn_at: null,
    ...overrides,
  };
}
