import { useQueries } from '@tanstack/react-query';
import { unwrapCount } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { dashboardKeys, type DashboardCount } from './keys';

/** The requests still being worked on (what « assignées » counts). */
const OPEN_REQUEST_STATUSES = ['pending', 'in_progress', 'quote_sent'];
/** Leads still to win or lose (what « à relancer » counts). */
const CLOSED_LEAD_STATUSES = '(won,lost)';

/**
 * Spec §7: HEAD count queries (no rows transferred); the pending one filters on status, the
 * « my » ones on the signed-in person (`userId`).
 */
export async function fetchDashboardCount(which: DashboardCount, userId = ''): Promise<number> {
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
    case 'myRequests':
      return unwrapCount(
        await supabase
          .from('quote_requests')
          .select('id', { count: 'exact', head: true })
          .eq('owner_id', userId)
          .in('status', OPEN_REQUEST_STATUSES),
      );
    case 'dueLeads':
      return unwrapCount(
        await supabase
          .from('leads')
          .select('id', { count: 'exact', head: true })
          .lte('next_action_date', parisToday())
          .not('status', 'in', CLOSED_LEAD_STATUSES),
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
  'myRequests',
  'dueLeads',
  'awaitingOffers',
  'expiringOffers',
];

const parisDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
/** Today in Paris: a next action dated today or before is due. */
const parisToday = () => parisDay(new Date());
/** The last day of « within 7 days », in Paris (as the offers list's `?expiring=1`). */
function sevenDaysAhead(now = new Date()): string {
  return parisDay(new Date(now.getTime() + 7 * 86_400_000));
}

/** The counts asked for, each on its own: one failure (only logged, spec §8) leaves the others shown. */
export function useDashboardCounts(counts: readonly DashboardCount[], userId = '') {
  return useQueries({
    queries: counts.map((which) => ({
      queryKey: dashboardKeys.count(which, userId),
      queryFn: () => fetchDashboardCount(which, userId),
      // Figures of a dashboard: fetched again on every visit.
      staleTime: 0,
    })),
  });
}
