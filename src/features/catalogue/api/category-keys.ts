import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';

const categorySortKeys = ['position', 'name', 'slug'] as const;
export type CategorySortKey = (typeof categorySortKeys)[number];
export type CategorySort = ListSort<CategorySortKey>;
/** The columns the categories list sorts by (`?sort=`), in display order by default. */
export const categorySorts: ListSortConfig<CategorySortKey> = {
  keys: categorySortKeys,
  fallback: { key: 'position', desc: false },
};

/** What the categories list asks the database for; it lives in the URL and in the query key. */
export type CategoryListQuery = ListView<CategorySortKey>;

export const categoryKeys = {
  all: queryRoots.categories,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (query: CategoryListQuery) => [...categoryKeys.lists(), query] as const,
  nextPosition: () => [...categoryKeys.all, 'next-position'] as const,
};
