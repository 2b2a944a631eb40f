import { auditActionLabels, auditAreaLabels } from '@/domain/audit/labels';
import { PEOPLE, type TableWords } from '@/domain/shared/table-words';

/**
 * The audit trail itself, as the data-rights screen finds a person's entries in it. Its
 * table_name values are the other tables' names: src/domain/tables.ts adds them.
 */
export const auditTables: Readonly<Record<string, TableWords>> = {
  audit_log: {
    one: 'Entrée du journal d’audit',
    many: 'Journal d’audit',
    columns: {
      at: 'Date',
      actor_id: 'Personne',
      actor_email: 'E-mail de la personne',
      area: 'Zone',
      action: 'Action',
      table_name: 'Élément',
      changes: 'Modifications',
    },
    hidden: {
      row_id: 'Identifiant de la ligne modifiée : l’élément et ses modifications disent de quoi il s’agit.',
      entity_id:
        'Identifiant de la fiche de la ligne modifiée : l’élément et ses modifications disent de quoi il s’agit.',
    },
    references: { actor_id: PEOPLE },
    values: { area: auditAreaLabels, action: auditActionLabels },
  },
};
