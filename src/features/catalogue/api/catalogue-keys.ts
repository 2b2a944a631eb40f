import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the public catalogue (the back-office screens have their own, under 'admin'). The
 * roots are the entities', so an admin write on products or categories marks these stale too.
 */
export const catalogKeys = {
  all: queryRoots.products,
  publicList: () => [...catalogKeys.all, 'public-list'] as const,
  categoryProducts: (categorySlug: string) => [...catalogKeys.all, 'public-category', categorySlug] as const,
  product: (productSlug: string) => [...catalogKeys.all, 'public-product', productSlug] as const,
  categories: () => [...queryRoots.categories, 'public'] as const,
};
