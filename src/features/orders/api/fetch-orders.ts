import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, unwrapCount, type Tables } from '@/lib/db';
import type { KeysetOrder } from '@/lib/keyset';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { prefixSearchQuery } from '@/lib/word-search';
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

export const ORDERS_PAGE_SIZE = 50;

type SortColumn = 'created_at' | 'order_number' | 'customer_last_name' | 'customer_company' | 'total_amount';

/** The column of each sort, and whether it may be null (its nulls come last). */
export const orderSortColumns: Record<OrderSortKey, { column: SortColumn; nullable: boolean }> = {
  date: { column: 'created_at', nullable: false },
  number: { column: 'order_number', nullable: false },
  customer: { column: 'customer_last_name', nullable: false },
  company: { column: 'customer_company', nullable: true },
  amount: { column: 'total_amount', nullable: false },
};

export function orderKeysetOrder(sort: OrderSort): KeysetOrder {
  const { column, nullable } = orderSortColumns[sort.key];
  return { column, nullable, ascending: !sort.desc };
}

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
  const search = prefixSearchQuery(filters.search);
  if (search) query = query.textSearch('search', search, { config: 'simple' });
  const { column } = orderSortColumns[sort.key];
  const ascending = !sort.desc;
  return query.order(column, { ascending, nullsFirst: false }).order('id', { ascending });
}

export interface OrderPage {
  rows: OrderListRow[];
  /** Orders matching the filters, all pages together. */
  total: number;
}

/** PostgREST refuses a range that starts beyond the last row (a page number from an old link). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/** One page of 50 and the number of matching orders. */
export async function fetchOrdersPage(client: SupabaseClient, query: OrderListQuery): Promise<OrderPage> {
  const from = (query.page - 1) * ORDERS_PAGE_SIZE;
  const result = await selectOrders(client, query, query.sort, { count: true }).range(
    from,
    from + ORDERS_PAGE_SIZE - 1,
  );
  if (result.error?.code === RANGE_NOT_SATISFIABLE) {
    // No rows there: say how many there are, and the list goes to its last page.
    const total = unwrapCount(await selectOrders(client, query, query.sort, { count: true }).limit(1));
    return { rows: [], total };
  }
  return { rows: unwrap(result) ?? [], total: result.count ?? 0 };
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
