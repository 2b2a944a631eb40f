import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderKeys } from './keys';

export type OrderItem = Tables<'order_items'>;
export interface OrderDetail {
  order: Tables<'orders'>;
  items: OrderItem[];
  /** The contract its confirmation made (contract readers only; null otherwise); started, it is billed. */
  contract: Pick<Tables<'contracts'>, 'id' | 'contract_number' | 'start_date'> | null;
}

/** Spec §7: one order by id (`single`, so a missing order is an error) plus its items and its contract. */
export async function fetchOrder(id: string): Promise<OrderDetail> {
  const supabase = await getSupabase();
  const [order, items, contracts] = await Promise.all([
    supabase.from('orders').select('*').eq('id', id).single(),
    supabase.from('order_items').select('*').eq('order_id', id),
    supabase.from('contracts').select('id, contract_number, start_date').eq('order_id', id),
  ]);
  const row = unwrap(order);
  if (!row) throw new Error('Commande introuvable');
  return {
    order: row,
    // The query has no order; show the items in the order they were added.
    items: [...(unwrap(items) ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at)),
    // A role without contracts rights reads none: not an error.
    contract: contracts.error ? null : (contracts.data?.[0] ?? null),
  };
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => fetchOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
