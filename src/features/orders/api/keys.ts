import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { OrderStatus, PaymentStatus } from '@/domain/orders/status';

const orderSortKeys = ['date', 'number', 'customer', 'company', 'amount'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];
export type OrderSort = ListSort<OrderSortKey>;
/** The columns the orders list sorts by (`?sort=`), the newest first by default; amounts and dates first sort descending. */
export const orderSorts: ListSortConfig<OrderSortKey> = {
  keys: orderSortKeys,
  fallback: { key: 'date', desc: true },
  descFirst: new Set(['date', 'amount']),
};

/** Which orders: the filters and the search (the rows a page or an export is cut from). */
export interface OrderFilters {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  search: string;
}

/** What the list asks the database for; it lives in the URL and in the query key. */
export type OrderListQuery = OrderFilters & ListView<OrderSortKey>;

export const orderKeys = {
  all: queryRoots.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  history: (id: string) => [...orderKeys.detail(id), 'history'] as const,
  catalogue: () => [...orderKeys.all, 'catalogue'] as const,
  fromRequest: (requestId: string) => [...orderKeys.all, 'from-request', requestId] as const,
};
