import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/db';
import {
  fetchListPage,
  keysetOrderOf,
  LIST_PAGE_SIZE,
  searchAndSort,
  type ListPage,
  type SortColumn,
} from '@/lib/list-query';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderKeys, type OrderFilters, type OrderListQuery, type OrderSort, type OrderSortKey } from './keys';

export type Order = Tables<'orders'>;

/** What the list and the export show of an order (not its addresses, notes or search document). */
export const ORDER_LIST_COLUMNS =
  'id, order_number, customer_first_name, customer_last_name, customer_email, customer_phone, customer_company, total_amount, status, payment_status, created_at';
export type OrderListRow = Pick<
  Order,
  | 'id'
  | 'order_number'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'customer_email'
  | 'customer_phone'
  | 'customer_company'
  | 'total_amount'
  | 'status'
  | 'payment_status'
  | 'created_at'
>;

export const ORDERS_PAGE_SIZE = LIST_PAGE_SIZE;

type SortedColumn = 'created_at' | 'order_number' | 'customer_last_name' | 'customer_company' | 'total_amount';

/** The column of each sort, and whether it may be null (its nulls come last). */
export const orderSortColumns: Record<OrderSortKey, SortColumn<SortedColumn>> = {
  date: { column: 'created_at', nullable: false },
  number: { column: 'order_number', nullable: false },
  customer: { column: 'customer_last_name', nullable: false },
  company: { column: 'customer_company', nullable: true },
  amount: { column: 'total_amount', nullable: false },
};

export const orderKeysetOrder = (sort: OrderSort) => keysetOrderOf(orderSortColumns, sort);

/**
 * The orders matching the filters, sorted, as the list and the export ask for them: the database
 * filters, searches (every word as a prefix, accents and case aside) and sorts, with the id as
 * tiebreak so that pages never overlap. Takes the client so tests can pass theirs.
 */
export function selectOrders(
  client: SupabaseClient,
  filters: OrderFilters,
  sort: OrderSort,
  { count }: { count: boolean },
) {
  let query = client.from('orders').select(ORDER_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.paymentStatus) query = query.eq('payment_status', filters.paymentStatus);
  return searchAndSort(query, filters.search, orderSortColumns, sort);
}

export type OrderPage = ListPage<OrderListRow>;

/** One page of 50 and the number of matching orders. */
export async function fetchOrdersPage(client: SupabaseClient, query: OrderListQuery): Promise<OrderPage> {
  return fetchListPage((options) => selectOrders(client, query, query.sort, options), query.page);
}

async function fetchOrders(query: OrderListQuery): Promise<OrderPage> {
  return fetchOrdersPage(await getSupabase(), query);
}

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => fetchOrders(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}
