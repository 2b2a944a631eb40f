import { queryRoots } from '@/lib/query-keys';
export const categoryKeys = {
  all: queryRoots.categories,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: () => [...categoryKeys.lists(), 'all'] as const,
};
