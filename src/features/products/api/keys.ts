import { queryRoots } from '@/lib/query-keys';
/**
 * Query keys of the admin products screens. The root is the entity's, shared with the public
 * catalogue's keys (['products', 'public-list']), so a write here also marks the catalogue stale.
 */
export const productKeys = {
  all: queryRoots.products,
  admin: () => [...productKeys.all, 'admin'] as const,
  lists: () => [...productKeys.admin(), 'list'] as const,
  list: () => [...productKeys.lists(), 'all'] as const,
  details: () => [...productKeys.admin(), 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  images: (productId: string) => [...productKeys.admin(), 'images', productId] as const,
  orphanFiles: () => [...productKeys.admin(), 'orphan-files'] as const,
};
