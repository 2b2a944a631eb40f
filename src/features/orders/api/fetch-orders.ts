import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderKeys, type OrderFilters } from './keys';

export type Order = Tables<'orders'>;

/** The list as the screen holds it: the first rows can arrive before the whole list. */
export interface OrdersListData {
  rows: Order[];
  /** True once the whole list (spec query) has arrived. */
  complete: boolean;
  /** Number of orders matching the filters, known from the first request. */
  total: number;
}

/** Rows of the quick first request: more than a screenful, a few kilobytes. */
export const ORDERS_FIRST_ROWS = 50;

/** Spec §7: all orders, newest first, optionally filtered by equality on status and payment_status. */
export async function fetchOrders(filters: OrderFilters, signal?: AbortSignal): Promise<Order[]> {
  const supabase = await getSupabase();
  let query = supabase.from('orders').select('*').order('created_at', { ascending: false });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.paymentStatus) query = query.eq('payment_status', filters.paymentStatus);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query) ?? [];
}

/** The same query limited to its first rows, with the total count. */
export async function fetchFirstOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrdersListData> {
  const supabase = await getSupabase();
  let query = supabase.from('orders').select('*', { count: 'exact' }).order('created_at', { ascending: false });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.paymentStatus) query = query.eq('payment_status', filters.paymentStatus);
  if (signal) query = query.abortSignal(signal);
  const { data, count, error } = await query.limit(ORDERS_FIRST_ROWS);
  if (error) throw error;
  const rows = data ?? [];
  const total = count ?? rows.length;
  return { rows, total, complete: rows.length >= total };
}

/**
 * With 10 000 orders the whole list is several megabytes and takes a second or more to arrive.
 * Both requests start together: the first rows paint in a fraction of that, then the whole list
 * replaces them. A refetch (after an update) keeps showing the current list until it is done.
 */
async function* streamOrders(filters: OrderFilters, signal: AbortSignal): AsyncGenerator<OrdersListData> {
  // The small request goes out first: a server that answers one query at a time serves it first.
  const first = fetchFirstOrders(filters, signal);
  const all = fetchOrders(filters, signal).then((rows): OrdersListData => ({
    rows,
    total: rows.length,
    complete: true,
  }));
  // Each is awaited below when it matters; these only stop the other one's failure going unhandled.
  all.catch(() => undefined);
  first.catch(() => undefined);
  // Whichever settles first; a small table is complete with the first request already.
  const winner = await Promise.race([
    all.then((data) => ({ data, from: 'all' as const })),
    first.then((data) => ({ data, from: 'first' as const })),
  ]);
  if (winner.from === 'first' && !winner.data.complete) {
    yield winner.data;
    yield await all;
    return;
  }
  yield winner.from === 'all' ? winner.data : await all;
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: streamedQuery<OrdersListData, OrdersListData>({
      streamFn: ({ signal }) => streamOrders(filters, signal),
      reducer: (_previous, chunk) => chunk,
      initialValue: { rows: [], total: 0, complete: false },
      refetchMode: 'replace',
    }),
  });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}
