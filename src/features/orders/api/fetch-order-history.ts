import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderKeys } from './keys';

export type OrderHistoryEntry = Tables<'order_status_history'>;

/** Status and payment changes, newest first, as the database recorded them. */
export async function fetchOrderHistory(orderId: string): Promise<OrderHistoryEntry[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('order_status_history')
        .select('*')
        .eq('order_id', orderId)
        .order('changed_at', { ascending: false })
        .order('field', { ascending: true }),
    ) ?? []
  );
}

export function useOrderHistory(orderId: string) {
  return useQuery(queryOptions({ queryKey: orderKeys.history(orderId), queryFn: () => fetchOrderHistory(orderId) }));
}
