import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoRowError, unwrap } from '@/lib/db';
import { notifyError } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { toSaveOrderArgs } from '../order-form-schema';
import { orderKeys } from './keys';

type SaveOrderArgs = ReturnType<typeof toSaveOrderArgs>;

/**
 * Creates (no id) or edits an order and replaces its lines, in one database transaction;
 * the database numbers it and computes its totals. Resolves to the order's id.
 */
export async function saveOrder(args: SaveOrderArgs, orderId?: string): Promise<string> {
  const supabase = await getSupabase();
  const id = unwrap(await supabase.rpc('save_order', { ...args, ...(orderId ? { order_id: orderId } : {}) }));
  if (!id) throw new NoRowError('La commande n’a pas été enregistrée.');
  return id;
}

export function useSaveOrder(orderId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveOrderArgs) => saveOrder(args, orderId),
    onSuccess: async (id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
      ]);
    },
    onError: (error) => notifyError(error, 'Impossible d’enregistrer la commande.'),
  });
}
