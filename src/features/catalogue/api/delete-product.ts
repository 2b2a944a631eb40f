import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { removeImageFiles } from './image-storage';
import { productKeys } from './product-keys';

/**
 * Spec §7: delete by id. Its image rows go with it (on delete cascade); their files are read
 * first and removed after, so no file outlives its product (the orphaned-files check lists any
 * removal that fails).
 */
export async function deleteProduct(id: string): Promise<void> {
  const supabase = await getSupabase();
  const images =
    unwrap(await supabase.from('product_images').select('path, variant_widths').eq('product_id', id)) ?? [];
  unwrapOne(
    await supabase.from('products').delete().eq('id', id).select('id'),
    'Le produit n’a pas été supprimé (introuvable ou droits insuffisants).',
  );
  await removeImageFiles(supabase, images);
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
