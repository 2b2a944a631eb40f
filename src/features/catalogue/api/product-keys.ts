import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';

const productSortKeys = ['date', 'name', 'brand', 'price'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
export type ProductSort = ListSort<ProductSortKey>;
/** The columns the products list sorts by (`?sort=`), the newest first by default. */
export const productSorts: ListSortConfig<ProductSortKey> = {
  keys: productSortKeys,
  fallback: { key: 'date', desc: true },
  descFirst: new Set(['date']),
};

/** What the products list asks the database for; it lives in the URL and in the query key. */
export type ProductListQuery = ListView<ProductSortKey>;

/**
 * Query keys of the admin products screens. The root is the entity's, shared with the public
 * catalogue's keys (['products', 'public-list']), so a write here also marks the catalogue stale.
 */
export const productKeys = {
  all: queryRoots.products,
  admin: () => [...productKeys.all, 'admin'] as const,
  lists: () => [...productKeys.admin(), 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.admin(), 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  images: (productId: string) => [...productKeys.admin(), 'images', productId] as const,
  orphanFiles: () => [...productKeys.admin(), 'orphan-files'] as const,
};
