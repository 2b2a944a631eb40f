import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Loading } from '@/components/ui/spinner';
import { notifySuccess } from '@/lib/notify';
import { isOrderStatus, isPaymentStatus } from '@/domain/orders/status';
import { parseAddress } from '../address';
import type { OrderDetail } from '../api/fetch-order';
import { useOrderCatalogue } from '../api/fetch-order-catalogue';
import { useSaveOrder } from '../api/save-order';
import { emptyAddress, orderFormSchema, toSaveOrderArgs, type OrderFormValues } from '../order-form-schema';
import { OrderForm } from './order-form';

function valuesOf({ order, items }: OrderDetail): OrderFormValues {
  return {
    customer_first_name: order.customer_first_name,
    customer_last_name: order.customer_last_name,
    customer_email: order.customer_email,
    customer_phone: order.customer_phone ?? '',
    customer_company: order.customer_company ?? '',
    billing_address: parseAddress(order.billing_address) ?? { ...emptyAddress },
    shipping_address: parseAddress(order.shipping_address) ?? { ...emptyAddress },
    status: isOrderStatus(order.status) ? order.status : 'pending',
    payment_status: isPaymentStatus(order.payment_status) ? order.payment_status : 'pending',
    notes: order.notes ?? '',
    items: items.map((item) => ({
      product_id: item.product_id ?? '',
      product_name: item.product_name,
      product_brand: item.product_brand,
      quantity: item.quantity,
      duration_months: item.duration_months,
      monthly_payment: item.monthly_payment,
    })),
  };
}

/** /admin/orders/{id} in edit mode: every field and line; the number stays, totals are recomputed. */
export function OrderEditor({ detail, onDone }: { detail: OrderDetail; onDone: () => void }) {
  const catalogue = useOrderCatalogue();
  const save = useSaveOrder(detail.order.id);
  return (
    <>
      <AdminPageHeader title={`Modifier la commande ${detail.order.order_number}`} />
      {catalogue.isPending ? (
        <Loading />
      ) : (
        <OrderForm
          defaultValues={valuesOf(detail)}
          products={catalogue.data ?? []}
          submitLabel="Enregistrer les modifications"
          onCancel={onDone}
          onSubmit={async (values) => {
            await save.mutateAsync(toSaveOrderArgs(orderFormSchema.parse(values), detail.order.quote_request_id));
            notifySuccess('Commande mise à jour');
            onDone();
          }}
        />
      )}
    </>
  );
}
