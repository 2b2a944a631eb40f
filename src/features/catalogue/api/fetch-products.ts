import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/db';
import { fetchListPage, LIST_PAGE_SIZE, searchAndSort, type ListPage, type SortColumn } from '@/lib/list-query';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { productKeys, type ProductListQuery, type ProductSortKey } from './product-keys';

export type Product = Tables<'products'>;

/** What the list shows of a product. */
const PRODUCT_LIST_COLUMNS = 'id, name, brand, image_url, badges, monthly_price_12, active, featured, created_at';
export type ProductListRow = Pick<
  Product,
  'id' | 'name' | 'brand' | 'image_url' | 'badges' | 'monthly_price_12' | 'active' | 'featured' | 'created_at'
>;

export const PRODUCTS_PAGE_SIZE = LIST_PAGE_SIZE;

/** The column of each sort, and whether it may be null (its nulls come last). */
const productSortColumns: Record<ProductSortKey, SortColumn<keyof ProductListRow>> = {
  date: { column: 'created_at', nullable: false },
  name: { column: 'name', nullable: false },
  brand: { column: 'brand', nullable: false },
  price: { column: 'monthly_price_12', nullable: true },
};

/**
 * Spec §7 (products, admin: active or not), one page at a time: name, brand and slug searched
 * word by word (accents aside), sorted and counted by the database. Takes the client so tests
 * can pass theirs.
 */
export function fetchProductsPage(client: SupabaseClient, query: ProductListQuery): Promise<ListPage<ProductListRow>> {
  return fetchListPage(
    ({ count }) =>
      searchAndSort(
        client.from('products').select(PRODUCT_LIST_COLUMNS, count ? { count: 'exact' } : undefined),
        query.search,
        productSortColumns,
        query.sort,
      ),
    query.page,
  );
}

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: async () => fetchProductsPage(await getSupabase(), query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query));
}
