import { queryRoots } from '@/lib/query-keys';
export type DashboardCount =
  | 'products'
  | 'categories'
  | 'quotes'
  | 'pendingQuotes'
  | 'myRequests'
  | 'dueLeads'
  | 'awaitingOffers'
  | 'expiringOffers';

export const dashboardKeys = {
  all: queryRoots.dashboard,
  counts: () => [...dashboardKeys.all, 'count'] as const,
  /** `userId`: the counts of « my » rows are the signed-in person's. */
  count: (which: DashboardCount, userId = '') => [...dashboardKeys.counts(), which, userId] as const,
  myTasks: (userId: string) => [...dashboardKeys.all, 'my-tasks', userId] as const,
};
