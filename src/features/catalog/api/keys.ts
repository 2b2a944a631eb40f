import { queryRoots } from '@/lib/query-keys';
/** Query keys of the public catalogue (the back-office products screens have their own, under 'admin'). */
export const catalogKeys = {
  all: queryRoots.products,
  publicList: () => [...catalogKeys.all, 'public-list'] as const,
};
