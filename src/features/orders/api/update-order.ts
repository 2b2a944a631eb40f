import { unwrap, unwrapOne, type Tables, type TablesUpdate } from '@/lib/db';
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

/**
 * Accounting changes the payment status and nothing else: through set_order_payment_status, the
 * database's one door for that role (a policy cannot tell one column from another).
 */
export async function setPaymentStatusAsAccountant(id: string, paymentStatus: string): Promise<Tables<'orders'>> {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('set_order_payment_status', { order_id: id, payment_status: paymentStatus }));
  return unwrapOne(await supabase.from('orders').select().eq('id', id), 'Cette commande est introuvable.');
}
