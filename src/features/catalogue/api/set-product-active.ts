import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Product } from './fetch-products';
import { productKeys } from './product-keys';

export interface ProductActiveChange {
  id: string;
  active: boolean;
}

/** The inline switch of the list: update `active` by id (an inactive product leaves the public site). */
export async function setProductActive({ id, active }: ProductActiveChange): Promise<Product> {
  const supabase = await getSupabase();
  const product = unwrap(await supabase.from('products').update({ active }).eq('id', id).select().single());
  if (!product) throw new Error('Le produit n’a pas été modifié.');
  return product;
}

const setActiveKey = [...productKeys.all, 'set-active'] as const;

export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setActiveKey,
    mutationFn: setProductActive,
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      // Every product list (this one and the public catalogue) reloads.
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      notifySuccess(
        product.active ? `« ${product.name} » est visible sur le site` : `« ${product.name} » est masqué du site`,
      );
    },
    onError: (error) => {
      console.error('Changement de visibilité du produit impossible', error);
      notifyError(error, 'Impossible de modifier la visibilité du produit');
    },
  });
}

/** Every switch change still in flight (several rows may be toggled in a row), by product id. */
export function usePendingActiveChanges(): Map<string, boolean> {
  const pending = useMutationState({
    filters: { mutationKey: setActiveKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as ProductActiveChange,
  });
  return new Map(pending.map(({ id, active }) => [id, active]));
}
