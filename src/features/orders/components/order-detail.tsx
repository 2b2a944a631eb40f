import { Pencil, StickyNote } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardHeading, CardTitle } from '@/components/ui/card';
import { formatDateTimeLong } from '@/lib/format-date';
import { useCan } from '@/lib/use-can';
import type { OrderDetail as OrderDetailData } from '../api/fetch-order';
import { BackToOrders } from './back-to-orders';
import { OrderAddressesCard } from './order-addresses-card';
import { OrderCustomerCard } from './order-customer-card';
import { OrderHistory } from './order-history';
import { OrderItemsCard } from './order-items-card';
import { OrderStatusControls } from './order-status-controls';

/** /admin/orders/{id}: articles, addresses, notes, customer, and the two status selectors. */
export function OrderDetail({ detail, onEdit }: { detail: OrderDetailData; onEdit: () => void }) {
  const { order, items, contract } = detail;
  const canWrite = useCan('orders', 'write');
  return (
    <>
      <BackToOrders />
      <AdminPageHeader
        title={`Commande ${order.order_number}`}
        description={`Créée le ${formatDateTimeLong(order.created_at)}`}
        actions={
          canWrite ? (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Modifier la commande
            </Button>
          ) : undefined
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <OrderItemsCard items={items} total={order.total_amount} />

          <OrderAddressesCard order={order} />

          {order.notes?.trim() ? (
            <Card>
              <CardHeading icon={<StickyNote aria-hidden="true" />}>Notes</CardHeading>
              <CardContent>
                <p className="whitespace-pre-line text-sm leading-relaxed">{order.notes}</p>
              </CardContent>
            </Card>
          ) : null}
        </div>

        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Statuts</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderStatusControls order={order} billed={Boolean(contract?.start_date)} />
            </CardContent>
          </Card>

          <OrderHistory orderId={order.id} />

          <OrderCustomerCard order={order} contract={contract} />
        </div>
      </div>
    </>
  );
}
