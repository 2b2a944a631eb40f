import { billingFrequencyLabels } from '@/domain/billing/frequency';
import { contractStatusLabels, endOfLeaseOutcomeLabels, staffTaskKindLabels } from '@/domain/contracts/status';
import { serviceLevelLabels } from '@/domain/contracts/service-levels';
import { customerColumns, productLineColumns } from '@/domain/orders/tables';
import { PEOPLE, text, type TableWords } from '@/domain/shared/table-words';

/** Contracts, their equipment and the tasks the database gives the team about them. */
export const contractTables: Readonly<Record<string, TableWords>> = {
  contracts: {
    one: 'Contrat',
    many: 'Contrats',
    columns: {
      contract_number: 'N° de contrat',
      status: 'Statut',
      ...customerColumns('customer'),
      service_level: 'Niveau de service',
      duration_months: 'Durée (mois)',
      monthly_rent_ht: 'Loyer mensuel HT',
      first_rent_ht: 'Premier loyer majoré HT',
      billing_frequency: 'Périodicité de facturation',
      purchase_value_ht: 'Valeur d’achat HT',
      confirmed_at: 'Commande confirmée le',
      installation_planned_on: 'Date d’installation',
      installation_technician_id: 'Technicien de l’installation',
      installation_window_ok: 'Installation dans le délai promis',
      installation_signed_name: 'Signataire du procès-verbal',
      installation_signed_at: 'Procès-verbal signé le',
      start_date: 'Date de début',
      end_date: 'Date de fin',
      end_of_lease_outcome: 'Issue du contrat',
      end_of_lease_recorded_at: 'Issue enregistrée le',
      residual_value_ht: 'Valeur résiduelle HT',
      renewal_offer_id: 'Devis de renouvellement',
      order_id: 'Commande',
      offer_id: 'Devis',
      customer_id: 'Client facturé',
      owner_id: 'Responsable',
    },
    hidden: {
      installation_report_path:
        'Chemin du procès-verbal dans le stockage privé : l’écran du contrat le propose au téléchargement.',
      installation_report_sha256: 'Empreinte du procès-verbal : une preuve technique, illisible pour un lecteur.',
    },
    references: {
      installation_technician_id: PEOPLE,
      renewal_offer_id: 'offers',
      order_id: 'orders',
      offer_id: 'offers',
      customer_id: 'customers',
      owner_id: PEOPLE,
    },
    values: {
      status: contractStatusLabels,
      billing_frequency: billingFrequencyLabels,
      service_level: serviceLevelLabels,
      end_of_lease_outcome: endOfLeaseOutcomeLabels,
    },
    euros: ['monthly_rent_ht', 'first_rent_ht', 'purchase_value_ht', 'residual_value_ht'],
    naming: { select: 'contract_number', name: (row) => text(row, 'contract_number') },
  },
  contract_items: {
    one: 'Équipement du contrat',
    many: 'Équipements des contrats',
    columns: {
      position: 'Position',
      ...productLineColumns,
      serial_number: 'N° de série',
      contract_id: 'Contrat',
    },
    references: { contract_id: 'contracts', product_id: 'products' },
    naming: {
      select: 'product_name, serial_number',
      name: (row) =>
        text(row, 'serial_number')
          ? `${text(row, 'product_name')} (n° de série ${text(row, 'serial_number')})`
          : text(row, 'product_name'),
    },
  },
  staff_tasks: {
    one: 'Tâche de l’équipe',
    many: 'Tâches de l’équipe',
    columns: {
      title: 'Titre',
      kind: 'Type',
      contract_id: 'Contrat',
      assignee_id: 'Attribuée à',
      due_on: 'Échéance',
      done_at: 'Faite le',
    },
    references: { contract_id: 'contracts', assignee_id: PEOPLE },
    values: { kind: staffTaskKindLabels },
  },
};
