import type { ListSort } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { OrderStatus, PaymentStatus } from '../status';

/** The columns the orders list sorts by (`?sort=`), the newest first by default. */
export const orderSortKeys = ['date', 'number', 'customer', 'company', 'amount'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];
export type OrderSort = ListSort<OrderSortKey>;
export const DEFAULT_ORDER_SORT: OrderSort = { key: 'date', desc: true };
/** Columns whose first click sorts the largest or latest first. */
export const orderSortsDescFirst: ReadonlySet<OrderSortKey> = new Set(['date', 'amount']);

/** Which orders: the filters and the search (the rows a page or an export is cut from). */
export interface OrderFilters {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  search: string;
}

/** What the list asks the database for; it lives in the URL and in the query key. */
export interface OrderListQuery extends OrderFilters {
  sort: OrderSort;
  page: number;
}

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
