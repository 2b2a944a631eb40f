import { requestKindLabels, requestStatusLabels } from '@/domain/privacy/labels';
import { PEOPLE, type TableWords } from '@/domain/shared/table-words';

/** The requests people make about their personal data. */
export const privacyTables: Readonly<Record<string, TableWords>> = {
  data_requests: {
    one: 'Demande sur les données personnelles',
    many: 'Demandes sur les données personnelles',
    columns: {
      email: 'E-mail',
      kind: 'Type de demande',
      status: 'Statut',
      received_on: 'Reçue le',
      due_on: 'À traiter avant le',
      handled_at: 'Traitée le',
      handled_by: 'Traitée par',
      created_by: 'Enregistrée par',
      notes: 'Notes',
    },
    hidden: {
      outcome:
        'Compte rendu de l’effacement gardé comme preuve : ses nombres par table sont ceux que la confirmation a montrés.',
    },
    references: { handled_by: PEOPLE, created_by: PEOPLE },
    values: { kind: requestKindLabels, status: requestStatusLabels },
  },
};
