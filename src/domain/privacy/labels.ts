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
export const requestStatusLabels: Record<string, string> = Object.fromEntries(
  Object.entries(requestStatusDisplay).map(([status, { label }]) => [status, label]),
);

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
    .map(([key, value]) => ({ key, label: countLabels[key] ?? 'Autres éléments', value }));
}
