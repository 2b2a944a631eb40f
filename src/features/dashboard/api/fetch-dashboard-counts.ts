import { useQueries } from '@tanstack/react-query';
import { unwrapCount } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { dashboardKeys, type DashboardCount } from './keys';

/** Spec §7: HEAD count queries (no rows transferred); the pending one filters on status. */
export async function fetchDashboardCount(which: DashboardCount): Promise<number> {
  const supabase = await getSupabase();
  switch (which) {
    case 'products':
      return unwrapCount(await supabase.from('products').select('*', { count: 'exact', head: true }));
    case 'categories':
      return unwrapCount(await supabase.from('categories').select('*', { count: 'exact', head: true }));
    case 'quotes':
      return unwrapCount(await supabase.from('quote_requests').select('*', { count: 'exact', head: true }));
    case 'pendingQuotes':
      return unwrapCount(
        await supabase.from('quote_requests').select('*', { count: 'exact', head: true }).eq('status', 'pending'),
      );
    case 'awaitingOffers':
      return unwrapCount(
        await supabase.from('offers').select('id', { count: 'exact', head: true }).eq('status', 'sent'),
      );
    case 'expiringOffers':
      return unwrapCount(
        await supabase
          .from('offers')
          .select('id', { count: 'exact', head: true })
          .eq('status', 'sent')
          .lte('valid_until', sevenDaysAhead()),
      );
  }
}

export const dashboardCountOrder: DashboardCount[] = [
  'products',
  'categories',
  'quotes',
  'pendingQuotes',
  'awaitingOffers',
  'expiringOffers',
];

/** The last day of « within 7 days », in Paris (as the offers list's `?expiring=1`). */
function sevenDaysAhead(now = new Date()): string {
  return new Date(now.getTime() + 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

/** The counts asked for, each on its own: one failure (only logged, spec §8) leaves the others shown. */
export function useDashboardCounts(counts: readonly DashboardCount[]) {
  return useQueries({
    queries: counts.map((which) => ({
      queryKey: dashboardKeys.count(which),
      queryFn: () => fetchDashboardCount(which),
      // Figures of a dashboard: fetched again on every visit.
      staleTime: 0,
    })),
  });
}
