import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { queryRoots } from '@/lib/query-keys';

export type CategoryOption = Pick<Tables<'categories'>, 'id' | 'name' | 'slug' | 'active'>;

/** The categories a product can be filed in (staff read them all, inactive ones included), in order. */
export async function fetchCategoryOptions(): Promise<CategoryOption[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('categories')
        .select('id, name, slug, active')
        .order('order_position', { ascending: true })
        .order('name', { ascending: true }),
    ) ?? []
  );
}

/** Under the categories' root: saving or deleting a category refreshes these choices. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.categories, 'product-options'] as const, queryFn: fetchCategoryOptions });

export function useCategoryOptions() {
  return useQuery(categoryOptionsQueryOptions());
}
