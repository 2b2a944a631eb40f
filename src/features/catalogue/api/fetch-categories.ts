import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { fetchListPage, searchAndSort, type ListPage, type SortColumn } from '@/lib/list-query';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { categoryKeys, type CategoryListQuery, type CategorySortKey } from './category-keys';

export type Category = Tables<'categories'>;

const CATEGORY_COLUMNS = 'id, name, slug, description, icon, order_position, active, created_at, updated_at';

const categorySortColumns: Record<CategorySortKey, SortColumn<keyof Category>> = {
  position: { column: 'order_position', nullable: false },
  name: { column: 'name', nullable: false },
  slug: { column: 'slug', nullable: false },
};

/**
 * Spec §7 (all categories, ordered by order_position), searched (name, slug, description, accents
 * aside), sorted and paged by the database like the other lists. Takes the client so tests can
 * pass theirs.
 */
export function fetchCategoriesPage(client: SupabaseClient, query: CategoryListQuery): Promise<ListPage<Category>> {
  return fetchListPage(
    ({ count }) =>
      searchAndSort(
        client.from('categories').select(CATEGORY_COLUMNS, count ? { count: 'exact' } : undefined),
        query.search,
        categorySortColumns,
        query.sort,
      ),
    query.page,
  );
}

export const categoriesQueryOptions = (query: CategoryListQuery) =>
  queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: async () => fetchCategoriesPage(await getSupabase(), query),
    placeholderData: keepPreviousData,
  });

export function useCategories(query: CategoryListQuery) {
  return useQuery(categoriesQueryOptions(query));
}

/** The position a new category takes: after the last one, whatever the list on screen shows. */
async function fetchNextPosition(): Promise<number> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('categories').select('order_position').order('order_position', { ascending: false }).limit(1),
  );
  return rows && rows.length > 0 ? rows[0].order_position + 1 : 0;
}

export function useNextCategoryPosition() {
  return useQuery(queryOptions({ queryKey: categoryKeys.nextPosition(), queryFn: fetchNextPosition }));
}
