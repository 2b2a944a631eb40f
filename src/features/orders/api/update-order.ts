import { unwrapOne, type Tables, type TablesUpdate } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';

/** Spec §7: update orders by id setting status only, or payment_status only. */
export async function updateOrder(
  id: string,
  patch: Pick<TablesUpdate<'orders'>, 'status'> | Pick<TablesUpdate<'orders'>, 'payment_status'>,
): Promise<Tables<'orders'>> {
  const supabase = await getSupabase();
  return unwrapOne(
    await supabase.from('orders').update(patch).eq('id', id).select(),
    'La commande n’a pas été modifiée (introuvable ou droits insuffisants).',
  );
}
