import { noteColumns } from '@/domain/requests/tables';
import {
  incidentSourceLabels,
  incidentStatusLabels,
  incidentTypeLabels,
  visitKindLabels,
  visitStatusLabels,
} from '@/domain/service/status';
import { PEOPLE, text, type TableWords } from '@/domain/shared/table-words';

/** After-sales: incidents, their notes and photos, and the technicians' visits. */
export const serviceTables: Readonly<Record<string, TableWords>> = {
  incidents: {
    one: 'Incident',
    many: 'Incidents',
    columns: {
      incident_number: 'N° d’incident',
      type: 'Type',
      status: 'Statut',
      source: 'Signalé par',
      contract_id: 'Contrat',
      contract_item_id: 'Équipement',
      reporter_name: 'Nom du déclarant',
      reporter_email: 'E-mail du déclarant',
      description: 'Description',
      reported_at: 'Signalé le',
      deadline_at: 'Échéance',
      technician_id: 'Technicien',
      planned_for: 'Intervention prévue le',
      intervened_at: 'Sur site le',
      resolved_at: 'Résolu le',
      closed_at: 'Clos le',
    },
    references: { contract_id: 'contracts', contract_item_id: 'contract_items', technician_id: PEOPLE },
    values: { type: incidentTypeLabels, status: incidentStatusLabels, source: incidentSourceLabels },
    naming: { select: 'incident_number', name: (row) => text(row, 'incident_number') },
  },
  incident_notes: {
    one: 'Note d’incident',
    many: 'Notes des incidents',
    columns: noteColumns('incident_id', 'Incident'),
    references: { incident_id: 'incidents', author_id: PEOPLE },
  },
  incident_photos: {
    one: 'Photo d’incident',
    many: 'Photos des incidents',
    columns: { incident_id: 'Incident' },
    hidden: { path: 'Chemin de la photo dans le stockage privé : l’écran de l’incident la montre.' },
    references: { incident_id: 'incidents' },
  },
  service_visits: {
    one: 'Intervention',
    many: 'Interventions',
    columns: {
      kind: 'Type',
      status: 'Statut',
      scheduled_on: 'Prévue le',
      technician_id: 'Technicien',
      period_start: 'Début de la période de maintenance',
      done_at: 'Effectuée le',
      notes: 'Notes',
      incident_id: 'Incident',
      contract_id: 'Contrat',
    },
    references: { contract_id: 'contracts', incident_id: 'incidents', technician_id: PEOPLE },
    values: { kind: visitKindLabels, status: visitStatusLabels },
  },
};
