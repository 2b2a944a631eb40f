import { queryOptions, useQuery } from '@tanstack/react-query';
import { startOfMonth } from 'date-fns';
import { unwrap, unwrapCount } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { conversionRate } from '../metrics';
import { marketingKeys } from './keys';

/** Each figure is null when its query failed (spec §8: only logged); the screen shows a dash. */
export interface MarketingStats {
  totalLeads: number | null;
  leadsThisMonth: number | null;
  wonLeads: number | null;
  campaigns: number | null;
  activeCampaigns: number | null;
  orders: number | null;
  conversionRate: number | null;
  averageBasket: number | null;
}

const head = { count: 'exact', head: true } as const;

async function settle<T>(label: string, run: () => PromiseLike<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    console.error(`Statistique marketing indisponible (${label})`, error);
    return null;
  }
}

/**
 * Spec §7 "Marketing stats": HEAD counts, and the orders' average amount computed by the
 * database (public.average_order_amount), which no row limit can cut short.
 */
export async function fetchMarketingStats(now: Date = new Date()): Promise<MarketingStats> {
  const supabase = await getSupabase();
  const monthStart = startOfMonth(now).toISOString();
  const [totalLeads, leadsThisMonth, campaigns, activeCampaigns, orders, averageBasket, wonLeads] = await Promise.all([
    settle('leads', async () => unwrapCount(await supabase.from('leads').select('*', head))),
    settle('leads du mois', async () =>
      unwrapCount(await supabase.from('leads').select('*', head).gte('created_at', monthStart)),
    ),
    settle('campagnes', async () => unwrapCount(await supabase.from('email_campaigns').select('*', head))),
    settle('campagnes actives', async () =>
      unwrapCount(await supabase.from('email_campaigns').select('*', head).in('status', ['scheduled', 'sending'])),
    ),
    settle('commandes', async () => unwrapCount(await supabase.from('orders').select('*', head))),
    settle('panier moyen', async () => Number(unwrap(await supabase.rpc('average_order_amount')) ?? 0)),
    settle('leads gagnés', async () => unwrapCount(await supabase.from('leads').select('*', head).eq('status', 'won'))),
  ]);
  return {
    totalLeads,
    leadsThisMonth,
    wonLeads,
    campaigns,
    activeCampaigns,
    orders,
    conversionRate: totalLeads === null || wonLeads === null ? null : conversionRate(wonLeads, totalLeads),
    averageBasket,
  };
}

export const marketingStatsQueryOptions = () =>
  queryOptions({ queryKey: marketingKeys.stats(), queryFn: () => fetchMarketingStats() });

export function useMarketingStats() {
  return useQuery(marketingStatsQueryOptions());
}
