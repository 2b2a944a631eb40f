import { useQuery } from '@tanstack/react-query';
import { isRequestType, requestTypes, type RequestType } from '@/domain/requests/request-types';
import type { Period } from '../period';
import { analyticsQuery } from './analytics-rpc';

/** One Monday-starting week: its requests by type (every type present, zeros included). */
export type WeeklyRequests = { week: string; total: number } & Record<RequestType, number>;

const zeroByType = () => Object.fromEntries(requestTypes.map((type) => [type, 0])) as Record<RequestType, number>;

export const weeklyRequestsQuery = (period: Period) =>
  analyticsQuery('analytics_requests_weekly', period, (rows): WeeklyRequests[] => {
    const weeks = new Map<string, WeeklyRequests>();
    for (const row of rows) {
      const week = weeks.get(row.week) ?? { week: row.week, total: 0, ...zeroByType() };
      if (isRequestType(row.type)) week[row.type] += Number(row.requests);
      week.total += Number(row.requests);
      weeks.set(row.week, week);
    }
    return [...weeks.values()];
  });

export const useWeeklyRequests = (period: Period) => useQuery(weeklyRequestsQuery(period));
