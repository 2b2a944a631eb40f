import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { ProductWrite } from '../product-schema';
import type { Product } from './fetch-products';
import { productKeys } from './product-keys';

/** Spec §7: insert the full form object, or update it by id. Returns the stored row. */
export async function saveProduct(id: string | undefined, row: ProductWrite): Promise<Product> {
  const supabase = await getSupabase();
  // `single()` turns "no row updated" (missing, or hidden by RLS) into an error instead of a silent no-op.
  const saved = unwrap(
    id
      ? await supabase.from('products').update(row).eq('id', id).select().single()
      : await supabase.from('products').insert(row).select().single(),
  );
  if (!saved) throw new Error('Le produit n’a pas été enregistré.');
  return saved;
}

/** Create (no id) or update (id): reloads the lists and the detail, says so, then hands over. */
export function useSaveProduct(id: string | undefined, onSuccess?: (product: Product) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: ProductWrite) => saveProduct(id, row),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      // Every product list (this one and the public catalogue) reloads.
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      notifySuccess(id ? 'Produit mis à jour' : 'Produit créé');
      onSuccess?.(product);
    },
    onError: (error) => {
      console.error('Enregistrement du produit impossible', error);
      // Spec §8: the server's message, in French (lib/errors maps constraints and codes).
      notifyError(error);
    },
  });
}
