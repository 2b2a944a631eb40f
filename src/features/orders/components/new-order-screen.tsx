import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { notifySuccess } from '@/lib/notify';
import { isUuid } from '@/lib/uuid';
import { useOrderCatalogue } from '../api/fetch-order-catalogue';
import { orderQueryOptions } from '../api/fetch-order';
import { requestOrderLine, useRequestCustomer, type RequestCustomer } from '../api/fetch-request-customer';
import { useSaveOrder } from '../api/save-order';
import { emptyAddress, emptyLine, orderFormSchema, toSaveOrderArgs, type OrderFormValues } from '../order-form-schema';
import { BackToOrders } from './back-to-orders';
import { OrderForm } from './order-form';

function initialValues(customer: RequestCustomer | null): OrderFormValues {
  return {
    customer_first_name: customer?.first_name ?? '',
    customer_last_name: customer?.last_name ?? '',
    customer_email: customer?.email ?? '',
    customer_phone: customer?.phone ?? '',
    customer_company: customer?.company ?? '',
    billing_address: { ...emptyAddress },
    shipping_address: { ...emptyAddress },
    status: 'pending',
    payment_status: 'pending',
    notes: '',
    // A request about a product starts with that product's line.
    items: [requestOrderLine(customer) ?? emptyLine()],
  };
}

/** /admin/orders/new, optionally `?request={id}` to start from a visitor's request. */
export function NewOrderScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const requestParam = params.get('request');
  const requestId = isUuid(requestParam ?? undefined) ? requestParam : null;
  const catalogue = useOrderCatalogue();
  const request = useRequestCustomer(requestId);
  const save = useSaveOrder();

  const ready = !catalogue.isPending && (requestId === null || !request.isPending);
  return (
    <>
      <BackToOrders />
      <AdminPageHeader
        title="Nouvelle commande"
        description={
          request.data
            ? `À partir de la demande de ${request.data.first_name} ${request.data.last_name}`
            : 'Le numéro de commande est attribué à l’enregistrement.'
        }
      />
      {!ready ? (
        <Loading />
      ) : (
        <OrderForm
          defaultValues={initialValues(request.data ?? null)}
          products={catalogue.data ?? []}
          submitLabel="Créer la commande"
          onSubmit={async (values) => {
            const id = await save.mutateAsync(toSaveOrderArgs(orderFormSchema.parse(values), request.data?.id ?? null));
            const created = await queryClient.fetchQuery(orderQueryOptions(id));
            notifySuccess(`Commande ${created.order.order_number} créée.`);
            navigate(paths.admin.order(id));
          }}
        />
      )}
    </>
  );
}
