import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type DataTableViewProps } from '@/components/data-list/data-table';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatDateShort } from '@/lib/format-date';
import type { RequestListRow } from '../api/fetch-quote-requests';
import { QuoteStatusBadge } from './quote-status-badge';
import { RequestTypeBadge } from './request-type-badge';

const column = dataColumnHelper<RequestListRow>();

/** Spec columns (plus the type); the ids of the sortable ones are the inbox's sort keys (`?sort=`). */
const columns = column.columns([
  column.accessor((request) => request.last_name, {
    id: 'customer',
    header: 'Client',
    sortDescFirst: false,
    cell: ({ row: { original: request } }) => (
      <>
        <div className="font-medium">
          {request.first_name} {request.last_name}
        </div>
        <div className="text-xs text-muted-foreground">{request.email}</div>
      </>
    ),
  }),
  column.accessor((request) => request.company, {
    id: 'company',
    header: 'Entreprise',
    sortDescFirst: false,
    cell: ({ row }) => row.original.company || '-',
  }),
  column.display({
    id: 'type',
    header: 'Type',
    cell: ({ row }) => <RequestTypeBadge type={row.original.type} />,
  }),
  column.accessor((request) => request.subject, {
    id: 'subject',
    header: 'Sujet',
    sortDescFirst: false,
    cell: ({ row }) => <span className="line-clamp-2">{row.original.subject}</span>,
    meta: { cellClassName: 'max-w-72' },
  }),
  column.accessor((request) => request.created_at, {
    id: 'date',
    header: 'Date',
    sortDescFirst: true,
    cell: ({ row }) => formatDateShort(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
  }),
  column.display({
    id: 'status',
    header: 'Statut',
    cell: ({ row }) => <QuoteStatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: request } }) => (
      <Button asChild variant="ghost" size="icon-sm">
        <Link
          to={paths.admin.quote(request.id)}
          aria-label={`Voir la demande de ${request.first_name} ${request.last_name}`}
        >
          <Eye aria-hidden="true" />
        </Link>
      </Button>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  }),
]);

export function QuoteRequestsTable(props: DataTableViewProps<RequestListRow>) {
  return <DataTable label="Liste des demandes" emptyText="Aucune demande" columns={columns} {...props} />;
}
