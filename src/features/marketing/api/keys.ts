import { queryRoots } from '@/lib/query-keys';
export const marketingKeys = {
  all: queryRoots.marketing,
  stats: () => [...marketingKeys.all, 'stats'] as const,
  campaigns: () => [...marketingKeys.all, 'campaigns'] as const,
};
