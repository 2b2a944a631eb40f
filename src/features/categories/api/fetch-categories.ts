import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { categoryKeys } from './keys';

export type Category = Tables<'categories'>;

/** Spec §7: all categories, ordered by order_position. */
export async function fetchCategories(): Promise<Category[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('categories').select('*').order('order_position', { ascending: true })) ?? [];
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoryKeys.list(), queryFn: fetchCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
