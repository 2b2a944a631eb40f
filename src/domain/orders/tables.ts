import { orderStatusFields, orderStatusLabels, paymentStatusLabels } from '@/domain/orders/status';
import { PEOPLE, text, type TableWords } from '@/domain/shared/table-words';

/** The customer's name and details as an order, an offer or a contract copies them. */
export const customerColumns = (prefix: 'customer' | 'client') => ({
  [`${prefix}_company`]: 'Société du client',
  [`${prefix}_first_name`]: 'Prénom du client',
  [`${prefix}_last_name`]: 'Nom du client',
  [`${prefix}_email`]: 'E-mail du client',
  [`${prefix}_phone`]: 'Téléphone du client',
});

/** A line that copies a catalogue product (an order's, an offer's, a contract's equipment). */
export const productLineColumns = {
  product_name: 'Nom du produit',
  product_brand: 'Marque du produit',
  product_id: 'Produit',
} as const;

/** Both statuses share 'pending' with the same French name, so one map names the values of either. */
const statusValues = { ...orderStatusLabels, ...paymentStatusLabels };

/** Orders, their lines and the history of their two statuses. */
export const orderTables: Readonly<Record<string, TableWords>> = {
  orders: {
    one: 'Commande',
    many: 'Commandes',
    columns: {
      order_number: 'N° de commande',
      ...customerColumns('customer'),
      status: 'Statut',
      payment_status: 'Paiement',
      total_amount: 'Montant total',
      shipping_address: 'Adresse de livraison',
      billing_address: 'Adresse de facturation',
      notes: 'Notes',
      quote_request_id: 'Demande d’origine',
      offer_id: 'Devis',
    },
    references: { quote_request_id: 'quote_requests', offer_id: 'offers' },
    values: { status: orderStatusLabels, payment_status: paymentStatusLabels },
    euros: ['total_amount'],
    naming: { select: 'order_number', name: (row) => text(row, 'order_number') },
  },
  order_items: {
    one: 'Ligne de commande',
    many: 'Lignes de commande',
    columns: {
      ...productLineColumns,
      quantity: 'Quantité',
      duration_months: 'Durée (mois)',
      monthly_payment: 'Loyer mensuel',
      unit_price: 'Prix unitaire',
      order_id: 'Commande',
    },
    references: { order_id: 'orders', product_id: 'products' },
    euros: ['monthly_payment', 'unit_price'],
  },
  order_status_history: {
    one: 'Changement de statut d’une commande',
    many: 'Historique des commandes',
    columns: {
      field: 'Champ',
      from_value: 'Ancienne valeur',
      to_value: 'Nouvelle valeur',
      changed_at: 'Date du changement',
      changed_by: 'Modifié par',
      changed_by_email: 'E-mail de l’auteur du changement',
      order_id: 'Commande',
    },
    references: { order_id: 'orders', changed_by: PEOPLE },
    values: { field: orderStatusFields, from_value: statusValues, to_value: statusValues },
  },
};
