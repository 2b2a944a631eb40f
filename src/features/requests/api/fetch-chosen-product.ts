import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getPublicRest } from '@/lib/public-rest';
import { queryRoots } from '@/lib/query-keys';

/** The product a visitor asks a quote for, from its page (`/contact-pro?produit={slug}`). */
export interface ChosenProduct {
  id: string;
  name: string;
  brand: string;
  slug: string;
  category: { slug: string };
}

/** The active product (of an active category) with this slug, as the public catalogue shows it; null if none. */
export async function fetchChosenProduct(slug: string): Promise<ChosenProduct | null> {
  const rest = await getPublicRest();
  return unwrap(
    await rest
      .from('products')
      .select('id, name, brand, slug, category:categories!inner(slug)')
      .eq('active', true)
      .eq('slug', slug)
      .maybeSingle(),
  );
}

export const chosenProductQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'quote-choice', slug] as const,
    queryFn: () => fetchChosenProduct(slug),
    staleTime: 5 * 60_000,
  });

export function useChosenProduct(slug: string) {
  return useQuery(chosenProductQueryOptions(slug));
}
