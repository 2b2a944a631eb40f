import { leadSourceLabels, leadStatusLabels } from '@/domain/leads/status';
import { requestTypeLabels } from '@/domain/requests/request-types';
import { consentColumns, contactColumns, noteColumns } from '@/domain/requests/tables';
import { fullName, PEOPLE, text, type TableWords } from '@/domain/shared/table-words';

/** The CRM's leads and the team's notes on them. */
export const leadTables: Readonly<Record<string, TableWords>> = {
  leads: {
    one: 'Lead',
    many: 'Leads',
    columns: {
      ...contactColumns,
      status: 'Statut',
      source: 'Source',
      score: 'Score',
      next_action: 'Prochaine action',
      next_action_date: 'Date de la prochaine action',
      last_contact_date: 'Dernier contact',
      notes: 'Notes',
      quote_request_id: 'Demande d’origine',
      ...consentColumns,
      marketing_consent_at: 'Consentement donné le',
      marketing_consent_withdrawn_at: 'Consentement retiré le',
      marketing_consent_request_id: 'Demande du consentement',
    },
    references: { quote_request_id: 'quote_requests', marketing_consent_request_id: 'quote_requests' },
    values: { status: leadStatusLabels, source: leadSourceLabels, marketing_consent_form: requestTypeLabels },
    naming: {
      select: 'first_name, last_name, company, email',
      name: (row) => fullName(row, 'first_name', 'last_name') || text(row, 'company') || text(row, 'email'),
    },
  },
  lead_notes: {
    one: 'Note de lead',
    many: 'Notes des leads',
    columns: noteColumns('lead_id', 'Lead'),
    references: { lead_id: 'leads', author_id: PEOPLE },
  },
};
