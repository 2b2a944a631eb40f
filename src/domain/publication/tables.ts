import { publicationStatusDisplay } from '@/domain/publication/status';
import { PEOPLE, type TableWords } from '@/domain/shared/table-words';

const statusLabels = Object.fromEntries(
  Object.entries(publicationStatusDisplay).map(([status, { label }]) => [status, label]),
);

/** Each publication of the public site asked from the back-office. */
export const publicationTables: Readonly<Record<string, TableWords>> = {
  site_publications: {
    one: 'Publication du site',
    many: 'Publications du site',
    columns: {
      status: 'Statut',
      requested_at: 'Demandée le',
      requested_by: 'Demandée par',
      requested_by_email: 'E-mail de l’auteur de la demande',
      finished_at: 'Terminée le',
      pages: 'Pages publiées',
      message: 'Message',
    },
    references: { requested_by: PEOPLE },
    values: { status: statusLabels },
  },
};
