import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Product } from './fetch-products';
import { productKeys } from './product-keys';

/** Spec §7: one product by id (`single`, so a missing or hidden product is an error). */
export async function fetchProduct(id: string): Promise<Product> {
  const supabase = await getSupabase();
  const row = unwrap(await supabase.from('products').select('*').eq('id', id).single());
  if (!row) throw new Error('Produit introuvable');
  return row;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => fetchProduct(id),
    // The edit form starts from what the database holds now, not from a 30-second-old copy.
    staleTime: 0,
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}
