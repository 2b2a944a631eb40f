import { Eye } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { VirtualTable, type VirtualTableLayout } from '@/components/data-list/virtual-table';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import { paths } from '@/config/routes';
import { formatDate, formatEuro } from '@/lib/format';
import type { Order } from '../api/fetch-orders';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

const layout: VirtualTableLayout = {
  rowHeight: 64,
  overscan: 10,
  columns: [
    { header: 'Numéro', width: 'w-36' },
    { header: 'Client' },
    { header: 'Société', width: 'w-40' },
    { header: 'Montant', width: 'w-32', headerClassName: 'text-right' },
    { header: 'Statut', width: 'w-36' },
    { header: 'Paiement', width: 'w-32' },
    { header: 'Date', width: 'w-28' },
    { header: 'Actions', width: 'w-20', headerClassName: 'text-right' },
  ],
};

export const OrdersTable = memo(function OrdersTable({ orders, loading }: { orders: Order[]; loading: boolean }) {
  return (
    <VirtualTable
      label="Liste des commandes"
      emptyText="Aucune commande trouvée"
      layout={layout}
      rows={orders}
      loading={loading}
      renderCells={(order) => <OrderCells order={order} />}
    />
  );
});

const OrderCells = memo(function OrderCells({ order }: { order: Order }) {
  const fullName = `${order.customer_first_name} ${order.customer_last_name}`;
  return (
    <>
      <TableCell className="truncate py-0 font-mono text-[0.8125rem] font-medium text-navy">
        {order.order_number}
      </TableCell>
      <TableCell className="py-0">
        <div className="truncate font-medium" title={fullName}>
          {fullName}
        </div>
        <div className="truncate text-xs text-muted-foreground" title={order.customer_email}>
          {order.customer_email}
        </div>
      </TableCell>
      <TableCell className="truncate py-0" title={order.customer_company ?? undefined}>
        {order.customer_company || '-'}
      </TableCell>
      <TableCell className="py-0 text-right font-medium tabular-nums">{formatEuro(order.total_amount)}</TableCell>
      <TableCell className="py-0">
        <OrderStatusBadge status={order.status} />
      </TableCell>
      <TableCell className="py-0">
        <PaymentStatusBadge status={order.payment_status} />
      </TableCell>
      <TableCell className="py-0 tabular-nums text-muted-foreground">{formatDate(order.created_at)}</TableCell>
      <TableCell className="py-0 text-right">
        <Button asChild variant="ghost" size="icon-sm">
          <Link to={paths.admin.order(order.id)} aria-label={`Voir la commande ${order.order_number}`}>
            <Eye aria-hidden="true" />
          </Link>
        </Button>
      </TableCell>
    </>
  );
});
