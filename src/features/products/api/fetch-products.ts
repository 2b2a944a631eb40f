import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { productKeys } from './keys';

export type Product = Tables<'products'>;

/** Spec §7: products, admin: all of them (active or not), newest first. */
export async function fetchProducts(): Promise<Product[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('products').select('*').order('created_at', { ascending: false })) ?? [];
}

export const productsQueryOptions = () => queryOptions({ queryKey: productKeys.list(), queryFn: fetchProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
