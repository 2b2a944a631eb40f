import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type DataTableViewProps } from '@/components/data-list/data-table';
import { PersonCell } from '@/components/data-list/person-cell';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatDate, formatEuro } from '@/lib/format';
import type { OrderListRow } from '../api/fetch-orders';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

const column = dataColumnHelper<OrderListRow>();

/** Spec columns; the ids of the sortable ones are the list's sort keys (`?sort=`). */
const columns = column.columns([
  column.accessor((order) => order.order_number, {
    id: 'number',
    header: 'Numéro',
    sortDescFirst: false,
    cell: ({ row }) => row.original.order_number,
    meta: { cellClassName: 'whitespace-nowrap font-mono text-[0.8125rem] font-medium text-navy' },
  }),
  column.accessor((order) => order.customer_last_name, {
    id: 'customer',
    header: 'Client',
    sortDescFirst: false,
    cell: ({ row: { original: order } }) => (
      <PersonCell name={`${order.customer_first_name} ${order.customer_last_name}`} email={order.customer_email} />
    ),
  }),
  column.accessor((order) => order.customer_company, {
    id: 'company',
    header: 'Société',
    sortDescFirst: false,
    cell: ({ row }) => row.original.customer_company || '-',
  }),
  column.accessor((order) => order.total_amount, {
    id: 'amount',
    header: 'Montant',
    sortDescFirst: true,
    cell: ({ row }) => formatEuro(row.original.total_amount),
    meta: { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right font-medium tabular-nums' },
  }),
  column.display({
    id: 'status',
    header: 'Statut',
    cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'payment',
    header: 'Paiement',
    cell: ({ row }) => <PaymentStatusBadge status={row.original.payment_status} />,
  }),
  column.accessor((order) => order.created_at, {
    id: 'date',
    header: 'Date',
    sortDescFirst: true,
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: order } }) => (
      <Button asChild variant="ghost" size="icon-sm">
        <Link to={paths.admin.order(order.id)} aria-label={`Voir la commande ${order.order_number}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  }),
]);

export function OrdersTable(props: DataTableViewProps<OrderListRow>) {
  return <DataTable label="Liste des commandes" emptyText="Aucune commande trouvée" columns={columns} {...props} />;
}
