import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderKeys, type OrderFilters } from './keys';

export type Order = Tables<'orders'>;

/** Spec §7: all orders, newest first, optionally filtered by equality on status and payment_status. */
export async function fetchOrders(filters: OrderFilters): Promise<Order[]> {
  const supabase = await getSupabase();
  let query = supabase.from('orders').select('*').order('created_at', { ascending: false });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.paymentStatus) query = query.eq('payment_status', filters.paymentStatus);
  return unwrap(await query) ?? [];
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({ queryKey: orderKeys.list(filters), queryFn: () => fetchOrders(filters) });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}
