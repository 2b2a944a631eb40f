import { Plus } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import { Pager } from '@/components/data-list/pager';
import { useListView, usePageInRange } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/auth-context';
import { formatNumber } from '@/lib/format';
import type { ExportProgress } from '@/lib/paged-export';
import { exportOrdersCsv, ordersCsvFileName } from '../api/export-orders';
import { ORDERS_PAGE_SIZE, useOrders, type OrderListRow } from '../api/fetch-orders';
import { orderSorts } from '../api/keys';
import { isOrderStatus, isPaymentStatus, type OrderStatus, type PaymentStatus } from '../status';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

const noOrders: OrderListRow[] = [];

function orderCount(count: number): string {
  return `${formatNumber(count)} ${count > 1 ? 'commandes' : 'commande'}`;
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
  const { query, patch, searchText, setSearchText, columnSort, onSortChange } = useListView({
    sort: orderSorts,
    readFilters: readOrderFilters,
  });
  const result = useOrders(query);
  const { data, isPending, isPlaceholderData, error } = result;
  useEffect(() => {
    // Spec §8: list load errors are silent on screen (the empty state shows); keep a trace.
    if (error) console.error('Chargement des commandes impossible', error);
  }, [error]);

  const total = usePageInRange(result, query.page, ORDERS_PAGE_SIZE, patch);
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
          search={searchText}
          onSearchChange={setSearchText}
          status={query.status}
          onStatusChange={(next: OrderStatus | null) => patch({ status: next })}
          paymentStatus={query.paymentStatus}
          onPaymentStatusChange={(next: PaymentStatus | null) => patch({ payment: next })}
        />
        <Card className="overflow-hidden">
          <OrdersTable
            orders={data?.rows ?? noOrders}
            sort={columnSort}
            onSortChange={onSortChange}
            loading={isPending}
            stale={isPlaceholderData}
          />
        </Card>
        <Pager page={query.page} pageSize={ORDERS_PAGE_SIZE} total={total} onPageChange={(page) => patch({ page })} />
      </div>
    </>
  );
}
