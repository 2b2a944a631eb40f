import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@/lib/db';
import { getPublicRest } from '@/lib/public-rest';
import { PUBLIC_PRODUCT_SELECT, type CatalogProduct } from './catalogue-rows';
import { catalogKeys } from './catalogue-keys';

export type { CatalogProduct } from './catalogue-rows';

/** Spec §7: active products (of active categories), featured first, then newest first. */
export async function fetchPublicProducts(): Promise<CatalogProduct[]> {
  const rest = await getPublicRest();
  const rows = unwrap(
    await rest
      .from('products')
      .select(PUBLIC_PRODUCT_SELECT)
      .eq('active', true)
      .order('featured', { ascending: false })
      .order('created_at', { ascending: false }),
  );
  return rows ?? [];
}

export const publicProductsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.publicList(), queryFn: fetchPublicProducts });

// One empty list while loading, so consumers' effects do not rerun on every render.
const noProducts: CatalogProduct[] = [];

export interface PublicProductsState {
  products: CatalogProduct[];
  isLoading: boolean;
  isError: boolean;
}

/** The catalogue of the home page. A load failure is only logged (spec §8): the list stays empty. */
export function usePublicProducts(): PublicProductsState {
  const query = useQuery(publicProductsQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Chargement des produits impossible', query.error);
  }, [query.error]);
  return { products: query.data ?? noProducts, isLoading: query.isPending, isError: query.isError };
}
