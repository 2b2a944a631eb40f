import { useQuery } from '@tanstack/react-query';
import type { Period } from '../period';
import { analyticsQuery } from './analytics-rpc';

/**
 * After the signature (analytics_after_sales): the period's incidents, those due (intervened, or
 * past their deadline) and those intervened within the promised time (48 h, premium 4 h), the
 * median hours to the intervention; the contracts ending in the next 3 months; the end-of-lease
 * outcomes recorded in the period and the renewals among them.
 */
export interface AfterSalesFigures {
  incidents: number;
  due: number;
  onTime: number;
  medianHours: number | null;
  endingSoon: number;
  outcomes: number;
  renewals: number;
}

export const emptyAfterSalesFigures: AfterSalesFigures = {
  incidents: 0,
  due: 0,
  onTime: 0,
  medianHours: null,
  endingSoon: 0,
  outcomes: 0,
  renewals: 0,
};

export const afterSalesFiguresQuery = (period: Period) =>
  analyticsQuery('analytics_after_sales', period, (rows): AfterSalesFigures => {
    const row = rows[0];
    if (!row) return emptyAfterSalesFigures;
    return {
      incidents: Number(row.incidents_opened),
      due: Number(row.incidents_due),
      onTime: Number(row.incidents_on_time),
      medianHours: row.median_hours_to_intervention === null ? null : Number(row.median_hours_to_intervention),
      endingSoon: Number(row.contracts_ending_soon),
      outcomes: Number(row.outcomes_recorded),
      renewals: Number(row.renewals),
    };
  });

export const useAfterSalesFigures = (period: Period) => useQuery(afterSalesFiguresQuery(period));
