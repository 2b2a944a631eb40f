import { useVirtualizer } from '@tanstack/react-virtual';
import { Eye } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/routes';
import { formatDate, formatEuro } from '@/lib/format';
import type { Order } from '../api/fetch-orders';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

/** Every row has the same height, so the virtualiser never has to measure. */
export const ORDER_ROW_HEIGHT = 64;
const COLUMN_COUNT = 8;

/**
 * The orders table. No pagination (spec §9), so only the rows in view are in the DOM:
 * a real <table> inside a scrolling region, with spacer rows above and below the window and
 * aria-rowcount / aria-rowindex so assistive technologies know the full size of the list.
 */
export const OrdersTable = memo(function OrdersTable({ orders, loading }: { orders: Order[]; loading: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ORDER_ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1024, height: 720 },
  });

  // A new filter or search shows its first results, not some row far down the previous list.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [orders]);

  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length > 0 ? items[0].start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Liste des commandes"
      // Keyboard users must be able to scroll the region (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[calc(100vh-16rem)] min-h-72 overflow-auto rounded-lg border border-border bg-card shadow-sm"
    >
      <table className="w-full min-w-[66rem] table-fixed caption-bottom text-sm" aria-rowcount={orders.length + 1}>
        <colgroup>
          <col className="w-36" />
          <col />
          <col className="w-40" />
          <col className="w-32" />
          <col className="w-36" />
          <col className="w-32" />
          <col className="w-28" />
          <col className="w-20" />
        </colgroup>
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[inset_0_-1px_0_var(--border)]">
          <tr aria-rowindex={1}>
            <TableHead>Numéro</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Société</TableHead>
            <TableHead className="text-right">Montant</TableHead>
            <TableHead>Statut</TableHead>
            <TableHead>Paiement</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {loading ? (
            <tr>
              <td colSpan={COLUMN_COUNT}>
                <Loading />
              </td>
            </tr>
          ) : orders.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="py-12 text-center text-muted-foreground">
                Aucune commande trouvée
              </td>
            </tr>
          ) : (
            <>
              {paddingTop > 0 ? (
                <tr aria-hidden="true" style={{ height: paddingTop }}>
                  <td colSpan={COLUMN_COUNT} className="p-0" />
                </tr>
              ) : null}
              {items.map((item) => (
                <OrderRow key={orders[item.index].id} order={orders[item.index]} rowIndex={item.index + 2} />
              ))}
              {paddingBottom > 0 ? (
                <tr aria-hidden="true" style={{ height: paddingBottom }}>
                  <td colSpan={COLUMN_COUNT} className="p-0" />
                </tr>
              ) : null}
            </>
          )}
        </TableBody>
      </table>
    </div>
  );
});

const OrderRow = memo(function OrderRow({ order, rowIndex }: { order: Order; rowIndex: number }) {
  const fullName = `${order.customer_first_name} ${order.customer_last_name}`;
  return (
    <TableRow aria-rowindex={rowIndex} style={{ height: ORDER_ROW_HEIGHT }}>
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
    </TableRow>
  );
});
