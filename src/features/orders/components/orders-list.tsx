import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/use-can';
import { formatNumber } from '@/lib/format';
import type { ExportProgress } from '@/lib/paged-export';
import { isOrderStatus, isPaymentStatus, type OrderStatus, type PaymentStatus } from '@/domain/orders/status';
import { exportOrdersCsv, ordersCsvFileName } from '../api/export-orders';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/fetch-orders';
import { orderSorts } from '../api/keys';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

/** Spec §2: « (n) commande(s) ». */
function orderCount(count: number): string {
  return `(${formatNumber(count)}) commande(s)`;
}

/** The orders' filters in the URL (`?status=&payment=`); unknown values are dropped. */
function readOrderFilters(params: URLSearchParams) {
  const status = params.get('status');
  const payment = params.get('payment');
  return {
    status: isOrderStatus(status) ? status : null,
    paymentStatus: isPaymentStatus(payment) ? payment : null,
  };
}

/** /admin/orders: searched, filtered, sorted and paged by the database; the view lives in the URL. */
export function OrdersList() {
  const canWrite = useCan('orders', 'write');
  const { query, patch, result, total, search, table, pager } = useDataList({
    sort: orderSorts,
    readFilters: readOrderFilters,
    useRows: useOrders,
    pageSize: ORDERS_PAGE_SIZE,
    failureTrace: 'Chargement des commandes impossible',
  });
  const { isPending } = result;
  const { status, paymentStatus, search: committedSearch, sort: querySort } = query;
  const runExport = useCallback(
    (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) =>
      exportOrdersCsv({ status, paymentStatus, search: committedSearch }, querySort, signal, onProgress),
    [status, paymentStatus, committedSearch, querySort],
  );

  return (
    <>
      <AdminPageHeader
        title="Commandes"
        description={isPending ? undefined : <span aria-live="polite">{orderCount(total)}</span>}
        actions={
          <>
            <CsvExportButton run={runExport} fileName={ordersCsvFileName} disabled={isPending || total === 0} />
            {canWrite ? (
              <Button asChild>
                <Link to={paths.admin.orderNew}>
                  <Plus aria-hidden="true" />
                  Nouvelle commande
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-4">
        <OrdersToolbar
          {...search}
          status={query.status}
          onStatusChange={(next: OrderStatus | null) => patch({ status: next })}
          paymentStatus={query.paymentStatus}
          onPaymentStatusChange={(next: PaymentStatus | null) => patch({ payment: next })}
        />
        <Card className="overflow-hidden">
          <OrdersTable {...table} />
        </Card>
        <Pager {...pager} />
      </div>
    </>
  );
}
