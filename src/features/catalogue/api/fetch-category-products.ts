import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getPublicRest } from '@/lib/public-rest';
import { PUBLIC_PRODUCT_SELECT, type CatalogProduct } from './catalogue-rows';
import { catalogKeys } from './catalogue-keys';

/** The active products of one category (by its slug), in the catalogue's order. */
export async function fetchCategoryProducts(categorySlug: string): Promise<CatalogProduct[]> {
  const rest = await getPublicRest();
  return (
    unwrap(
      await rest
        .from('products')
        .select(PUBLIC_PRODUCT_SELECT)
        .eq('active', true)
        .eq('category.slug', categorySlug)
        .order('featured', { ascending: false })
        .order('created_at', { ascending: false }),
    ) ?? []
  );
}

export const categoryProductsQueryOptions = (categorySlug: string) =>
  queryOptions({
    queryKey: catalogKeys.categoryProducts(categorySlug),
    queryFn: () => fetchCategoryProducts(categorySlug),
  });

export function useCategoryProducts(categorySlug: string) {
  return useQuery(categoryProductsQueryOptions(categorySlug));
}
