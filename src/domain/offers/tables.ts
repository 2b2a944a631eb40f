import { billingFrequencyLabels } from '@/domain/billing/frequency';
import { serviceLevelLabels } from '@/domain/contracts/service-levels';
import { offerStatusLabels } from '@/domain/offers/status';
import { customerColumns, productLineColumns } from '@/domain/orders/tables';
import { PEOPLE, text, type TableWords } from '@/domain/shared/table-words';

/** Offers (each version a row) and their lines. */
export const offerTables: Readonly<Record<string, TableWords>> = {
  offers: {
    one: 'Devis',
    many: 'Devis',
    columns: {
      reference: 'Référence',
      offer_number: 'N° de devis',
      version: 'Version',
      status: 'Statut',
      ...customerColumns('client'),
      client_siret: 'SIRET du client',
      client_address: 'Adresse du client',
      valid_until: 'Valable jusqu’au',
      maintenance_level: 'Niveau de maintenance',
      installation: 'Installation comprise',
      payment_terms: 'Conditions de paiement',
      note: 'Note au client',
      monthly_total_ht: 'Loyer mensuel HT',
      vat_amount: 'TVA',
      monthly_total_ttc: 'Loyer mensuel TTC',
      commitment_total_ht: 'Total de l’engagement HT',
      first_rent_ht: 'Premier loyer majoré HT',
      billing_frequency: 'Périodicité de facturation',
      sent_at: 'Envoyé le',
      accepted_at: 'Accepté le',
      accepted_name: 'Signataire',
      accepted_position: 'Fonction du signataire',
      accepted_ip: 'Adresse IP de l’acceptation',
      accepted_user_agent: 'Navigateur de l’acceptation',
      declined_at: 'Refusé le',
      decline_reason: 'Motif du refus',
      pdf_error: 'Erreur de génération du PDF',
      previous_offer_id: 'Version précédente',
      quote_request_id: 'Demande d’origine',
      lead_id: 'Lead',
      created_by: 'Créé par',
    },
    hidden: {
      acceptance_token_hash: 'Empreinte du lien d’acceptation envoyé au client : un secret.',
      pdf_path: 'Chemin du PDF dans le stockage privé : l’écran du devis le propose au téléchargement.',
      pdf_sha256: 'Empreinte du PDF : une preuve technique, illisible pour un lecteur.',
      accepted_pdf_sha256: 'Empreinte du PDF accepté : une preuve technique, illisible pour un lecteur.',
    },
    references: {
      previous_offer_id: 'offers',
      quote_request_id: 'quote_requests',
      lead_id: 'leads',
      created_by: PEOPLE,
    },
    values: {
      status: offerStatusLabels,
      maintenance_level: serviceLevelLabels,
      billing_frequency: billingFrequencyLabels,
    },
    euros: ['monthly_total_ht', 'vat_amount', 'monthly_total_ttc', 'commitment_total_ht', 'first_rent_ht'],
    naming: { select: 'reference', name: (row) => text(row, 'reference') },
  },
  offer_items: {
    one: 'Ligne de devis',
    many: 'Lignes de devis',
    columns: {
      position: 'Position',
      ...productLineColumns,
      quantity: 'Quantité',
      duration_months: 'Durée (mois)',
      list_monthly: 'Loyer mensuel catalogue',
      discount_percent: 'Remise',
      monthly_rent: 'Loyer mensuel unitaire',
      line_monthly_ht: 'Loyer mensuel de la ligne HT',
      line_total_ht: 'Total de la ligne HT',
      offer_id: 'Devis',
    },
    references: { offer_id: 'offers', product_id: 'products' },
    euros: ['list_monthly', 'monthly_rent', 'line_monthly_ht', 'line_total_ht'],
    percents: ['discount_percent'],
  },
};
