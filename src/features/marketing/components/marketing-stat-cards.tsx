import { Euro, Megaphone, Percent, ShoppingCart, Users } from 'lucide-react';
import { paths } from '@/config/routes';
import { formatCount, formatEuroRounded, formatNumber, formatPercent } from '@/lib/format';
import type { MarketingStats } from '../api/fetch-marketing-stats';
import { StatCard } from './stat-card';

/** undefined while loading, null if the query failed, else the formatted figure. */
function figure(
  stats: MarketingStats | undefined,
  pick: (s: MarketingStats) => number | null,
  format: (n: number) => string,
) {
  if (!stats) return undefined;
  const value = pick(stats);
  return value === null ? null : format(value);
}

/** The five figures: leads, campaigns, conversion rate, orders, average basket. */
export function MarketingStatCards({ stats }: { stats: MarketingStats | undefined }) {
  return (
    <section aria-label="Indicateurs clés" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <StatCard
        id="total-leads"
        title="Total Leads"
        to={paths.admin.leads}
        icon={<Users aria-hidden="true" />}
        value={figure(stats, (s) => s.totalLeads, formatNumber)}
        hint={stats?.leadsThisMonth != null ? `+${formatNumber(stats.leadsThisMonth)} ce mois-ci` : undefined}
      />
      <StatCard
        id="campaigns"
        title="Campagnes"
        to={paths.admin.campaigns}
        icon={<Megaphone aria-hidden="true" />}
        value={figure(stats, (s) => s.campaigns, formatNumber)}
        hint={stats?.activeCampaigns != null ? formatCount(stats.activeCampaigns, 'active', 'actives') : undefined}
      />
      <StatCard
        id="conversion-rate"
        title="Taux de Conversion"
        icon={<Percent aria-hidden="true" />}
        value={figure(stats, (s) => s.conversionRate, formatPercent)}
        hint={stats?.wonLeads != null ? formatCount(stats.wonLeads, 'lead gagné', 'leads gagnés') : undefined}
      />
      <StatCard
        id="orders"
        title="Commandes"
        to={paths.admin.orders}
        icon={<ShoppingCart aria-hidden="true" />}
        value={figure(stats, (s) => s.orders, formatNumber)}
        hint="Toutes périodes confondues"
      />
      <StatCard
        id="average-basket"
        title="Panier Moyen"
        icon={<Euro aria-hidden="true" />}
        value={figure(stats, (s) => s.averageBasket, formatEuroRounded)}
        hint="Montant moyen par commande"
      />
    </section>
  );
}
