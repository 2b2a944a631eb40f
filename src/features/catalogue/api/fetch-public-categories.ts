import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@/lib/db';
import { getPublicRest } from '@/lib/public-rest';
import { PUBLIC_CATEGORY_COLUMNS, type PublicCategory } from './catalogue-rows';
import { catalogKeys } from './catalogue-keys';

/** The active categories, in the back-office's order (the chips, the category pages). */
export async function fetchPublicCategories(): Promise<PublicCategory[]> {
  const rest = await getPublicRest();
  return (
    unwrap(
      await rest
        .from('categories')
        .select(PUBLIC_CATEGORY_COLUMNS)
        .eq('active', true)
        .order('order_position', { ascending: true })
        .order('name', { ascending: true }),
    ) ?? []
  );
}

export const publicCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.categories(), queryFn: fetchPublicCategories });

const noCategories: PublicCategory[] = [];

/** The active categories; a load failure is only logged and leaves the list empty. */
export function usePublicCategories() {
  const query = useQuery(publicCategoriesQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Chargement des catégories impossible', query.error);
  }, [query.error]);
  return {
    categories: query.data ?? noCategories,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
