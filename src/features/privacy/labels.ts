import type { BadgeVariant } from '@/components/ui/badge';

/** data_requests_kind_check */
export const requestKinds = ['access', 'erasure', 'rectification'] as const;
export type RequestKind = (typeof requestKinds)[number];
export const requestKindLabels: Record<RequestKind, string> = {
  access: 'Accès (copie des données)',
  erasure: 'Effacement',
  rectification: 'Rectification',
};

/** data_requests_status_check */
export const requestStatusDisplay: Record<string, { label: string; variant: BadgeVariant }> = {
  open: { label: 'À traiter', variant: 'warning' },
  done: { label: 'Traitée', variant: 'success' },
};

/** The keys of find_personal_data (one per table that names an address), in French. */
export const tableLabels: Record<string, string> = {
  quote_requests: 'Demandes de devis',
  quote_request_notes: 'Notes des demandes',
  leads: 'Leads',
  lead_notes: 'Notes des leads',
  offers: 'Devis',
  offer_items: 'Lignes de devis',
  orders: 'Commandes',
  order_items: 'Lignes de commande',
  order_status_history: 'Historique des commandes',
  contracts: 'Contrats',
  contract_items: 'Équipements des contrats',
  incidents: 'Incidents',
  incident_notes: 'Notes des incidents',
  service_visits: 'Interventions',
  email_outbox: 'E-mails',
  email_campaign_recipients: 'Envois de campagnes',
  email_unsubscribes: 'Désinscriptions',
  data_requests: 'Demandes sur les données personnelles',
  audit_log: 'Journal d’audit',
  users: 'Comptes de l’équipe',
  staff_profiles: 'Profils de l’équipe',
  site_publications: 'Publications du site',
  email_settings: 'Réglages des e-mails',
  customers: 'Clients facturés',
  billing_terms: 'Échéanciers',
  invoices: 'Factures et avoirs',
  invoice_documents: 'Documents des factures',
  company_settings: 'Coordonnées de la société',
};

export const tableLabel = (table: string) => tableLabels[table] ?? table;

/** The counts of run_retention and erase_personal_data, in French. */
export const countLabels: Record<string, string> = {
  requests_anonymised: 'Demandes anonymisées',
  request_notes_deleted: 'Notes de demandes supprimées',
  leads_anonymised: 'Leads anonymisés',
  lead_notes_deleted: 'Notes de leads supprimées',
  offers_deleted: 'Devis supprimés',
  orders_deleted: 'Commandes supprimées',
  contracts_deleted: 'Contrats supprimés',
  incidents_deleted: 'Incidents supprimés',
  service_visits_deleted: 'Interventions supprimées',
  campaign_recipients_deleted: 'Envois de campagnes supprimés',
  emails_deleted: 'E-mails supprimés',
  email_payloads_purged: 'E-mails vidés de leur contenu',
  audit_entries_deleted: 'Entrées du journal d’audit supprimées',
  data_requests_deleted: 'Demandes sur les données supprimées',
  invoices_deleted: 'Factures et avoirs supprimés',
  customers_deleted: 'Clients supprimés',
  client_addresses_deleted: 'Adresses IP supprimées',
  storage_objects_pending: 'Fichiers en attente de suppression',
};

/** The non-zero counts, labelled, in the order above. */
export function describeCounts(counts: Record<string, number>): { key: string; label: string; value: number }[] {
  const order = Object.keys(countLabels);
  return Object.entries(counts)
    .filter(([, value]) => value > 0)
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([key, value]) => ({ key, label: countLabels[key] ?? key, value }));
}
