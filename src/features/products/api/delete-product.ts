import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { productKeys } from './keys';

/** Spec §7: delete by id. */
export async function deleteProduct(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(
    await supabase.from('products').delete().eq('id', id).select('id'),
    'Le produit n’a pas été supprimé (introuvable ou droits insuffisants).',
  );
}

export function useDeleteProduct(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      // Every product list (this one and the public catalogue) reloads.
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      notifySuccess('Produit supprimé');
      onSuccess?.();
    },
    onError: (error) => {
      console.error('Suppression du produit impossible', error);
      notifyError('Impossible de supprimer le produit');
    },
  });
}
