import { requestTypeLabels } from '@/config/request-types';

type Labels = Readonly<Record<string, string>>;

// Copies of the French names the owning features give their coded values: a feature does not
// import another one. value-labels.test.ts compares every copy with its owner, so they cannot drift.
const orderStatus: Labels = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  in_preparation: 'En préparation',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};
const paymentStatus: Labels = {
  pending: 'En attente',
  paid: 'Payée',
  partial: 'Partiel',
  refunded: 'Remboursée',
  failed: 'Échouée',
  late: 'En retard',
};
const requestStatus: Labels = {
  pending: 'Nouveau',
  in_progress: 'En cours',
  quote_sent: 'Devis envoyé',
  won: 'Gagné',
  lost: 'Perdu',
  archived: 'Archivé',
};
const leadStatus: Labels = {
  new: 'Nouveau',
  contacted: 'Contacté',
  qualified: 'Qualifié',
  proposal_sent: 'Proposition envoyée',
  negotiation: 'Négociation',
  won: 'Gagné',
  lost: 'Perdu',
};
const leadSource: Labels = {
  website: 'Site Web',
  partner: 'Partenaire',
  event: 'Événement',
  ad: 'Publicité',
  referral: 'Référencement',
};
const seoStatus: Labels = { published: 'Publié', draft: 'Brouillon', archived: 'Archivé' };
const campaignStatus: Labels = {
  draft: 'Brouillon',
  scheduled: 'Programmée',
  sending: 'En cours d’envoi',
  sent: 'Envoyée',
  cancelled: 'Annulée',
};
const role: Labels = {
  admin: 'Administrateur',
  commercial: 'Commercial',
  comptabilite: 'Comptabilité',
  marketing: 'Marketing',
  technicien: 'Technicien',
  moderator: 'Modérateur',
  viewer: 'Lecteur',
};

/** Table → column → stored value → French name. */
export const valueLabels: Readonly<Record<string, Readonly<Record<string, Labels>>>> = {
  orders: { status: orderStatus, payment_status: paymentStatus },
  quote_requests: { status: requestStatus, type: requestTypeLabels },
  leads: { status: leadStatus, source: leadSource },
  seo_content: { status: seoStatus },
  email_campaigns: { status: campaignStatus },
  user_roles: { role },
  users: { roles: role },
};

/** The French name of a coded value (a status, a role…), or the value itself when it has none. */
export function valueLabel(table: string, column: string, value: string): string {
  const labels =
    Object.hasOwn(valueLabels, table) && Object.hasOwn(valueLabels[table], column)
      ? valueLabels[table][column]
      : undefined;
  return labels && Object.hasOwn(labels, value) ? labels[value] : value;
}
