import { useQuery } from '@tanstack/react-query';
import type { Period } from '../period';
import { analyticsQuery } from './analytics-rpc';

/** Orders signed in a month (confirmed or further) and the monthly rent they bring. */
export interface MonthlyRent {
  month: string;
  orders: number;
  rent: number;
}

export const signedRentQuery = (period: Period) =>
  analyticsQuery('analytics_signed_rent_monthly', period, (rows): MonthlyRent[] =>
    rows.map((row) => ({ month: row.month, orders: Number(row.orders), rent: Number(row.monthly_rent) })),
  );

export const useSignedRent = (period: Period) => useQuery(signedRentQuery(period));
