import type { BadgeVariant } from '@/components/ui/badge';
import { paths } from '@/config/routes';

/** audit_log_area_check, with the French names of the back-office's sections. */
export const auditAreas = [
  'catalogue',
  'requests',
  'leads',
  'orders',
  'offers',
  'campaigns',
  'seo',
  'outbox',
  'users',
  'contracts',
  'service',
] as const;
export type AuditArea = (typeof auditAreas)[number];

export const auditAreaLabels: Record<AuditArea, string> = {
  catalogue: 'Catalogue',
  requests: 'Demandes',
  leads: 'Leads',
  orders: 'Commandes',
  offers: 'Devis',
  campaigns: 'Campagnes',
  seo: 'SEO',
  outbox: 'E-mails',
  users: 'Utilisateurs',
  contracts: 'Contrats',
  service: 'SAV',
};

/** audit_log_action_check. */
export const auditActions = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  insert: 'Création',
  update: 'Modification',
  delete: 'Suppression',
};

const actionVariants: Record<AuditAction, BadgeVariant> = {
  insert: 'success',
  update: 'info',
  delete: 'danger',
};

export function isAuditArea(value: unknown): value is AuditArea {
  return typeof value === 'string' && (auditAreas as readonly string[]).includes(value);
}

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (auditActions as readonly string[]).includes(value);
}

export function auditAreaLabel(area: string): string {
  return isAuditArea(area) ? auditAreaLabels[area] : area;
}

/** The badge of an action: its word carries the meaning, the colour only repeats it. */
export function auditActionDisplay(action: string): { label: string; variant: BadgeVariant } {
  return isAuditAction(action)
    ? { label: auditActionLabels[action], variant: actionVariants[action] }
    : { label: action, variant: 'outline' };
}

/** The audited tables (the `<table>_audit` triggers of supabase/schemas) and the admin-users edge function's 'users'. */
const tableLabels: Record<string, string> = {
  products: 'Produit',
  product_images: 'Image de produit',
  categories: 'Catégorie',
  hero_carousel_slides: 'Diapositive du carrousel',
  quote_requests: 'Demande',
  quote_request_notes: 'Note de demande',
  leads: 'Lead',
  lead_notes: 'Note de lead',
  orders: 'Commande',
  order_items: 'Ligne de commande',
  offers: 'Devis',
  offer_items: 'Ligne de devis',
  contracts: 'Contrat',
  contract_items: 'Équipement du contrat',
  incidents: 'Incident',
  incident_notes: 'Note d’incident',
  service_visits: 'Intervention',
  email_campaigns: 'Campagne e-mail',
  email_campaign_recipients: 'Destinataire de campagne',
  email_unsubscribes: 'Désinscription des campagnes',
  seo_content: 'Contenu SEO',
  email_settings: 'Réglages des e-mails',
  email_outbox: 'E-mail de la file d’envoi',
  staff_profiles: 'Nom d’un membre de l’équipe',
  user_roles: 'Rôle d’utilisateur',
  users: 'Compte utilisateur',
};

export function tableLabel(table: string): string {
  return Object.hasOwn(tableLabels, table) ? tableLabels[table] : table;
}

/**
 * Column names as the screens call them, in the order a change is read: what names the record
 * first, then its state, figures, content, and the links to other records last. (jsonb keeps
 * keys sorted by length, which means nothing to a reader.) A column missing here is shown by its
 * raw name, after these.
 */
const columnLabels = new Map<string, string>([
  ['name', 'Nom'],
  ['title', 'Titre'],
  ['subtitle', 'Sous-titre'],
  ['order_number', 'N° de commande'],
  ['page_url', 'URL de la page'],
  ['product_name', 'Nom du produit'],
  ['product_brand', 'Marque du produit'],
  ['brand', 'Marque'],
  ['type', 'Type'],
  ['subject', 'Objet'],
  ['first_name', 'Prénom'],
  ['last_name', 'Nom'],
  ['customer_first_name', 'Prénom du client'],
  ['customer_last_name', 'Nom du client'],
  ['company', 'Société'],
  ['customer_company', 'Société du client'],
  ['email', 'E-mail'],
  ['customer_email', 'E-mail du client'],
  ['phone', 'Téléphone'],
  ['customer_phone', 'Téléphone du client'],
  ['siret', 'SIRET'],
  ['message', 'Message'],
  ['body', 'Texte'],
  ['description', 'Description'],
  ['status', 'Statut'],
  ['payment_status', 'Paiement'],
  ['source', 'Source'],
  ['score', 'Score'],
  ['role', 'Rôle'],
  ['roles', 'Rôles'],
  ['active', 'Actif'],
  ['featured', 'Mis en avant'],
  ['total_amount', 'Montant total'],
  ['quantity', 'Quantité'],
  ['unit_price', 'Prix unitaire'],
  ['duration_months', 'Durée (mois)'],
  ['monthly_payment', 'Loyer mensuel'],
  ['purchase_price', 'Prix d’achat'],
  ['monthly_price_12', 'Loyer 12 mois'],
  ['monthly_price_24', 'Loyer 24 mois'],
  ['monthly_price_36', 'Loyer 36 mois'],
  ['monthly_price_48', 'Loyer 48 mois'],
  ['stock', 'Stock'],
  ['rating', 'Évaluation'],
  ['badges', 'Badges'],
  ['slug', 'Slug'],
  ['icon', 'Icône'],
  ['image_url', 'Image'],
  ['alt', 'Texte alternatif'],
  ['is_main', 'Image principale'],
  ['media_type', 'Type de média'],
  ['cta_text', 'Texte du bouton'],
  ['cta_link', 'Lien du bouton'],
  ['start_date', 'Date de début'],
  ['end_date', 'Date de fin'],
  ['order_position', 'Position'],
  ['generated_by_ai', 'Généré par IA'],
  ['generation_prompt', 'Consigne de génération'],
  ['meta_title', 'Méta-titre'],
  ['meta_description', 'Méta-description'],
  ['h1', 'Titre H1'],
  ['keywords', 'Mots-clés'],
  ['canonical_url', 'URL canonique'],
  ['og_title', 'Titre Open Graph'],
  ['og_description', 'Description Open Graph'],
  ['seo_score', 'Score SEO'],
  ['content', 'Contenu'],
  ['segment_statuses', 'Statuts ciblés'],
  ['segment_sources', 'Sources ciblées'],
  ['segment_score_min', 'Score minimum'],
  ['segment_score_max', 'Score maximum'],
  ['segment_created_from', 'Leads créés à partir du'],
  ['segment_created_to', 'Leads créés jusqu’au'],
  ['batch_size', 'E-mails par lot'],
  ['batch_interval_seconds', 'Secondes entre deux lots'],
  ['recipients_count', 'Destinataires'],
  ['scheduled_at', 'Envoi programmé'],
  ['started_at', 'Début de l’envoi'],
  ['last_batch_at', 'Dernier lot'],
  ['sent_at', 'Envoyée le'],
  ['delivered_count', 'Délivrés'],
  ['failed_count', 'Échecs'],
  ['marketing_consent', 'Accepte les campagnes e-mail'],
  ['marketing_consent_at', 'Consentement donné le'],
  ['marketing_consent_withdrawn_at', 'Consentement retiré le'],
  ['marketing_consent_form', 'Formulaire du consentement'],
  ['marketing_consent_page', 'Page du consentement'],
  ['marketing_consent_wording', 'Texte de la case cochée'],
  ['marketing_consent_request_id', 'Demande du consentement'],
  ['archived', 'Archivée'],
  ['display_name', 'Nom affiché'],
  ['template', 'Modèle d’e-mail'],
  ['recipient', 'Destinataire'],
  ['attempts', 'Tentatives'],
  ['next_attempt_at', 'Prochaine tentative'],
  ['last_error', 'Dernière erreur'],
  ['next_action', 'Prochaine action'],
  ['next_action_date', 'Date de la prochaine action'],
  ['last_contact_date', 'Dernier contact'],
  ['notes', 'Notes'],
  ['billing_address', 'Adresse de facturation'],
  ['shipping_address', 'Adresse de livraison'],
  ['sales_email', 'Adresse des notifications commerciales'],
  ['owner_id', 'Responsable'],
  ['author_email', 'E-mail de l’auteur'],
  ['author_id', 'Auteur'],
  ['user_id', 'Utilisateur'],
  ['lead_id', 'Lead'],
  ['quote_request_id', 'Demande'],
  ['order_id', 'Commande'],
  ['product_id', 'Produit'],
  ['landing_page', 'Page d’arrivée'],
  ['referrer', 'Site référent'],
  ['utm_source', 'Source (UTM)'],
  ['utm_medium', 'Support (UTM)'],
  ['utm_campaign', 'Campagne (UTM)'],
  ['utm_term', 'Mot-clé (UTM)'],
  ['utm_content', 'Contenu (UTM)'],
]);

const columnRanks = new Map([...columnLabels.keys()].map((column, index) => [column, index]));

/** Orders two columns for reading: known ones in the order above, unknown ones after, by name. */
export function compareColumns(a: string, b: string): number {
  const rankA = columnRanks.get(a) ?? Number.POSITIVE_INFINITY;
  const rankB = columnRanks.get(b) ?? Number.POSITIVE_INFINITY;
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Where a column means something else than its usual name says. */
const tableColumnLabels: Record<string, Record<string, string>> = {
  email_campaigns: { name: 'Nom de la campagne' },
  categories: { name: 'Nom de la catégorie' },
};

export function columnLabel(table: string, column: string): string {
  const specific = tableColumnLabels[table];
  if (specific && Object.hasOwn(specific, column)) return specific[column];
  return columnLabels.get(column) ?? column;
}

/**
 * The detail screen of the record an entry belongs to (entity_id is the row itself, or the parent
 * order, request or lead of a line or a note). Null when that kind of record has no screen.
 */
const entityScreens: Record<string, { kind: RecordKind; path: (id: string) => string }> = {
  orders: { kind: 'orders', path: paths.admin.order },
  order_items: { kind: 'orders', path: paths.admin.order },
  quote_requests: { kind: 'quote_requests', path: paths.admin.quote },
  quote_request_notes: { kind: 'quote_requests', path: paths.admin.quote },
  leads: { kind: 'leads', path: paths.admin.lead },
  lead_notes: { kind: 'leads', path: paths.admin.lead },
  products: { kind: 'products', path: paths.admin.product },
  product_images: { kind: 'products', path: paths.admin.product },
  offers: { kind: 'offers', path: paths.admin.offer },
  offer_items: { kind: 'offers', path: paths.admin.offer },
};

/** The tables whose rows have a detail screen. */
export const recordKinds = ['orders', 'quote_requests', 'leads', 'products', 'offers'] as const;
export type RecordKind = (typeof recordKinds)[number];

export interface EntityScreen {
  kind: RecordKind;
  id: string;
  path: string;
}

export function entityScreen(table: string, entityId: string): EntityScreen | null {
  const screen = Object.hasOwn(entityScreens, table) ? entityScreens[table] : undefined;
  return screen ? { kind: screen.kind, id: entityId, path: screen.path(entityId) } : null;
}

/** The entry records the deletion of the record itself (not of one of its lines or notes). */
export function deletesEntity(entry: {
  action: string;
  table_name: string;
  row_id: string;
  entity_id: string;
}): boolean {
  return (
    entry.action === 'delete' && entry.row_id === entry.entity_id && Object.hasOwn(entityScreens, entry.table_name)
  );
}
