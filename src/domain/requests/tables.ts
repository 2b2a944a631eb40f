import { requestTypeLabels } from '@/domain/requests/request-types';
import { quoteStatusLabels } from '@/domain/requests/status';
import { fullName, PEOPLE, text, type TableWords } from '@/domain/shared/table-words';

/** Where a visitor's contact details and consent come from, shared by requests and leads. */
export const contactColumns = {
  first_name: 'Prénom',
  last_name: 'Nom',
  company: 'Société',
  email: 'E-mail',
  phone: 'Téléphone',
} as const;
export const consentColumns = {
  marketing_consent: 'Accepte les campagnes e-mail',
  marketing_consent_form: 'Formulaire du consentement',
  marketing_consent_page: 'Page du consentement',
  marketing_consent_wording: 'Texte de la case cochée',
} as const;

/** A note of the team under a record (a request, a lead, an incident): the same four columns. */
export const noteColumns = (parentColumn: string, parentLabel: string) => ({
  body: 'Texte',
  author_email: 'E-mail de l’auteur',
  author_id: 'Auteur',
  [parentColumn]: parentLabel,
});

/** The visitors' requests (every public form) and the team's notes on them. */
export const requestTables: Readonly<Record<string, TableWords>> = {
  quote_requests: {
    one: 'Demande',
    many: 'Demandes de devis',
    columns: {
      ...contactColumns,
      siret: 'SIRET',
      type: 'Type',
      subject: 'Objet',
      message: 'Message',
      status: 'Statut',
      owner_id: 'Responsable',
      product_id: 'Produit',
      lead_id: 'Lead',
      ...consentColumns,
      landing_page: 'Page d’arrivée',
      referrer: 'Site référent',
      referrer_host: 'Domaine du site référent',
      utm_source: 'Source (UTM)',
      utm_medium: 'Support (UTM)',
      utm_campaign: 'Campagne (UTM)',
      utm_term: 'Mot-clé (UTM)',
      utm_content: 'Contenu (UTM)',
    },
    references: { owner_id: PEOPLE, product_id: 'products', lead_id: 'leads' },
    values: { status: quoteStatusLabels, type: requestTypeLabels, marketing_consent_form: requestTypeLabels },
    naming: {
      select: 'first_name, last_name, company, email',
      name: (row) =>
        [fullName(row, 'first_name', 'last_name'), text(row, 'company')].filter(Boolean).join(', ') ||
        text(row, 'email'),
    },
  },
  quote_request_notes: {
    one: 'Note de demande',
    many: 'Notes des demandes',
    columns: noteColumns('quote_request_id', 'Demande'),
    references: { quote_request_id: 'quote_requests', author_id: PEOPLE },
  },
};
