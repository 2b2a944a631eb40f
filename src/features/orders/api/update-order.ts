import { unwrap, type Tables, type TablesUpdate } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';

/** An UPDATE that RLS hides matches no row and returns no error: treat it as a failure. */
export class OrderNotUpdatedError extends Error {
  constructor() {
    super('La commande n’a pas été modifiée (introuvable ou droits insuffisants).');
    this.name = 'OrderNotUpdatedError';
  }
}

/** Spec §7: update orders by id setting status only, or payment_status only. */
export async function updateOrder(
  id: string,
  patch: Pick<TablesUpdate<'orders'>, 'status'> | Pick<TablesUpdate<'orders'>, 'payment_status'>,
): Promise<Tables<'orders'>> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('orders').update(patch).eq('id', id).select());
  if (!rows || rows.length === 0) throw new OrderNotUpdatedError();
  return rows[0];
}
