import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Period } from '../period';
import { analyticsKeys } from './keys';

type Functions = Database['public']['Functions'];
export type AnalyticsFunction = Extract<keyof Functions, `analytics_${string}`>;
export type AnalyticsRows<F extends AnalyticsFunction> = Functions[F]['Returns'];

/**
 * Query options of one figure function over a period (supabase/schemas/analytics.sql):
 * the database aggregates, the screen receives a handful of rows. Each figure module names its
 * function and shapes the rows.
 */
export function analyticsQuery<F extends AnalyticsFunction, T>(
  fn: F,
  period: Period,
  select: (rows: AnalyticsRows<F>) => T,
) {
  return queryOptions({
    queryKey: analyticsKeys.figure(fn, period),
    queryFn: async () => {
      const supabase = await getSupabase();
      const rows: unknown = unwrap(await supabase.rpc(fn, { p_from: period.from, p_to: period.to }));
      // supabase-js cannot infer the result of a function named by a generic: it is F's rows.
      return select(rows as AnalyticsRows<F>);
    },
    // Figures of a period that includes today change while the screen is open.
    staleTime: 60_000,
  });
}
