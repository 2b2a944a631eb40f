import { queryRoots } from '@/lib/query-keys';
export const userRoleKeys = {
  all: queryRoots.userRoles,
  lists: () => [...userRoleKeys.all, 'list'] as const,
  list: () => [...userRoleKeys.lists(), 'all'] as const,
};
