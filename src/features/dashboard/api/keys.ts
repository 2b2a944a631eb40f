import { queryRoots } from '@/lib/query-keys';
export type DashboardCount =
  'products' | 'categories' | 'quotes' | 'pendingQuotes' | 'awaitingOffers' | 'expiringOffers';

export const dashboardKeys = {
  all: queryRoots.dashboard,
  counts: () => [...dashboardKeys.all, 'count'] as const,
  count: (which: DashboardCount) => [...dashboardKeys.counts(), which] as const,
  myTasks: (userId: string) => [...dashboardKeys.all, 'my-tasks', userId] as const,
};
