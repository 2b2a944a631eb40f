import { queryRoots } from '@/lib/query-keys';
export const userKeys = {
  all: queryRoots.userRoles,
  list: () => [...userKeys.all, 'list'] as const,
};
