import { useQuery } from '@tanstack/react-query';
import type { Period } from '../period';
import { analyticsQuery } from './analytics-rpc';

/** The headline figures and funnel of a period (requests filed in it, and how far each went). */
export interface AnalyticsSummary {
  requests: number;
  leads: number;
  won: number;
  orders: number;
  signedOrders: number;
  signedRent: number;
}

export const emptySummary: AnalyticsSummary = { requests: 0, leads: 0, won: 0, orders: 0, signedOrders: 0, signedRent: 0 };

export const summaryQuery = (period: Period) =>
  analyticsQuery('analytics_summary', period, (rows): AnalyticsSummary => {
    const row = rows[0];
    if (!row) return emptySummary;
    return {
      requests: Number(row.requests),
      leads: Number(row.leads),
      won: Number(row.won),
      orders: Number(row.orders),
      signedOrders: Number(row.signed_orders),
      signedRent: Number(row.signed_rent),
    };
  });

export const useAnalyticsSummary = (period: Period) => useQuery(summaryQuery(period));
