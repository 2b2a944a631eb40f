import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import { type ColumnSort } from '@/components/data-list/data-table';
import { Pager } from '@/components/data-list/pager';
import { useDebouncedSearch } from '@/components/data-list/use-debounced-search';
import { pageParam, useQueryParams } from '@/components/data-list/use-query-params';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/use-can';
import { formatNumber } from '@/lib/format';
import { sortFromParams, sortParams } from '@/lib/list-sort';
import type { ExportProgress } from '@/lib/paged-export';
import { exportOrdersCsv, ordersCsvFileName } from '../api/export-orders';
import { ORDERS_PAGE_SIZE, useOrders, type OrderListRow } from '../api/fetch-orders';
import { DEFAULT_ORDER_SORT, orderSortKeys, orderSortsDescFirst, type OrderListQuery } from '../api/keys';
import { isOrderStatus, isPaymentStatus, type OrderStatus, type PaymentStatus } from '../status';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

const noOrders: OrderListRow[] = [];

function orderCount(count: number): string {
  return `${formatNumber(count)} ${count > 1 ? 'commandes' : 'commande'}`;
}

/** The list's view from the URL (`?status=&payment=&q=&sort=&order=&page=`); unknown values fall back. */
function useOrderListQuery() {
  const [params, patch] = useQueryParams();
  const query = useMemo<OrderListQuery>(() => {
    const status = params.get('status');
    const payment = params.get('payment');
    return {
      status: isOrderStatus(status) ? status : null,
      paymentStatus: isPaymentStatus(payment) ? payment : null,
      search: params.get('q') ?? '',
      sort: sortFromParams(params, orderSortKeys, DEFAULT_ORDER_SORT, orderSortsDescFirst),
      page: pageParam(params),
    };
  }, [params]);
  return { query, patch };
}

/** /admin/orders: searched, filtered, sorted and paged by the database; the view lives in the URL. */
export function OrdersList() {
  const canWrite = useCan('orders', 'write');
  const { query, patch } = useOrderListQuery();
  const { data, isPending, isPlaceholderData, error } = useOrders(query);
  // Starting a search is a step Back returns from; refining it word by word replaces that step.
  const searching = query.search !== '';
  const commitSearch = useCallback((q: string) => patch({ q }, { replace: searching }), [patch, searching]);
  const [search, setSearch] = useDebouncedSearch(query.search, commitSearch);
  useEffect(() => {
    // Spec §8: list load errors are silent on screen (the empty state shows); keep a trace.
    if (error) console.error('Chargement des commandes impossible', error);
  }, [error]);

  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  useEffect(() => {
    // A page beyond the last (an old link, rows deleted since): show the last one instead.
    if (data && !isPlaceholderData && query.page > lastPage) patch({ page: lastPage }, { replace: true });
  }, [data, isPlaceholderData, query.page, lastPage, patch]);

  const sort = useMemo<ColumnSort>(() => ({ id: query.sort.key, desc: query.sort.desc }), [query.sort]);
  const onSortChange = useCallback(
    ({ id, desc }: ColumnSort) => {
      const key = orderSortKeys.find((candidate) => candidate === id);
      if (key) patch(sortParams({ key, desc }, DEFAULT_ORDER_SORT));
    },
    [patch],
  );
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
          search={search}
          onSearchChange={setSearch}
          status={query.status}
          onStatusChange={(next: OrderStatus | null) => patch({ status: next })}
          paymentStatus={query.paymentStatus}
          onPaymentStatusChange={(next: PaymentStatus | null) => patch({ payment: next })}
        />
        <Card className="overflow-hidden">
          <OrdersTable
            orders={data?.rows ?? noOrders}
            sort={sort}
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
