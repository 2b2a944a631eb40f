export const userRoleKeys = {
  all: ['user-roles'] as const,
  lists: () => [...userRoleKeys.all, 'list'] as const,
  list: () => [...userRoleKeys.lists(), 'all'] as const,
};
