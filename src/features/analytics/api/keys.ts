import { queryRoots } from '@/lib/query-keys';
import type { Period } from '../period';

/** One key per figure and period: the previous period's figures are cached apart. */
export const analyticsKeys = {
  all: queryRoots.analytics,
  figure: (figure: string, period: Period) => [...analyticsKeys.all, figure, period.from, period.to] as const,
};
