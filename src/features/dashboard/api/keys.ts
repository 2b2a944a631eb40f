export type DashboardCount = 'products' | 'categories' | 'quotes' | 'pendingQuotes';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'count'] as const,
  count: (which: DashboardCount) => [...dashboardKeys.counts(), which] as const,
};
