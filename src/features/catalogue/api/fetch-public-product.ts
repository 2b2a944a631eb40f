import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getPublicRest } from '@/lib/public-rest';
import { PUBLIC_PRODUCT_SELECT, type CatalogProduct } from './catalogue-rows';
import { catalogKeys } from './catalogue-keys';

/** One active product (of an active category) by its slug; null when there is none. */
export async function fetchPublicProduct(productSlug: string): Promise<CatalogProduct | null> {
  const rest = await getPublicRest();
  return unwrap(
    await rest.from('products').select(PUBLIC_PRODUCT_SELECT).eq('active', true).eq('slug', productSlug).maybeSingle(),
  );
}

export const publicProductQueryOptions = (productSlug: string) =>
  queryOptions({ queryKey: catalogKeys.product(productSlug), queryFn: () => fetchPublicProduct(productSlug) });

export function usePublicProduct(productSlug: string) {
  return useQuery(publicProductQueryOptions(productSlug));
}
