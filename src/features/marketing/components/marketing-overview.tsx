import {
  ArrowRight,
  BarChart3,
  Euro,
  Lightbulb,
  Mail,
  Megaphone,
  Percent,
  ShoppingCart,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatEuroRounded, formatNumber, formatPercent } from '@/lib/format';
import { useMarketingStats, type MarketingStats } from '../api/fetch-marketing-stats';
import { StatCard } from './stat-card';

const wonLeadsPath = `${paths.admin.leads}?filter=won`;

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

function plural(count: number, one: string, many: string) {
  return `${formatNumber(count)} ${count > 1 ? many : one}`;
}

/** /admin/marketing: five figures, three shortcuts and quick insights (spec §2, §7, §9). */
export function MarketingOverview() {
  const { data: stats, error } = useMarketingStats();
  useEffect(() => {
    // Spec §8: stat failures are only logged (each figure's own failure is logged in fetchMarketingStats).
    if (error) console.error('Statistiques marketing indisponibles', error);
  }, [error]);

  return (
    <>
      <AdminPageHeader title="Marketing" description="Vos leads, campagnes et ventes en un coup d’œil." />

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
          hint={stats?.activeCampaigns != null ? plural(stats.activeCampaigns, 'active', 'actives') : undefined}
        />
        <StatCard
          id="conversion-rate"
          title="Taux de Conversion"
          icon={<Percent aria-hidden="true" />}
          value={figure(stats, (s) => s.conversionRate, formatPercent)}
          hint={stats?.wonLeads != null ? plural(stats.wonLeads, 'lead gagné', 'leads gagnés') : undefined}
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

      <section aria-labelledby="marketing-shortcuts" className="mt-8">
        <h2 id="marketing-shortcuts" className="sr-only">
          Raccourcis
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <ShortcutCard
            icon={<Mail aria-hidden="true" />}
            title="Campagnes Email"
            description="Créez, programmez et suivez vos campagnes d’e-mailing auprès de vos prospects et clients."
            to={paths.admin.campaigns}
            action="Gérer les campagnes"
          />
          <ShortcutCard
            icon={<UserPlus aria-hidden="true" />}
            title="Leads & CRM"
            description="Suivez chaque prospect dans le pipeline commercial, du premier contact à la signature."
            to={paths.admin.leads}
            action="Voir les leads"
          />
          <ShortcutCard
            icon={<BarChart3 aria-hidden="true" />}
            title="Analytics"
            description="Analysez le trafic du site et la performance de vos actions marketing."
            to={paths.admin.analytics}
            action="Voir les statistiques"
          />
        </div>
      </section>

      <Card className="mt-8 border-accent-strong/20 bg-gradient-to-br from-secondary to-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="size-4 text-accent-strong" aria-hidden="true" />
            Insights Rapides
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            <Insight icon={<Megaphone aria-hidden="true" />} to={paths.admin.campaigns} action="Voir les campagnes">
              {stats?.activeCampaigns != null
                ? `${plural(stats.activeCampaigns, 'campagne programmée', 'campagnes programmées')} ou en cours d’envoi.`
                : 'Planifiez vos prochaines campagnes pour relancer vos prospects.'}
            </Insight>
            <Insight icon={<UserPlus aria-hidden="true" />} to={paths.admin.leads} action="Qualifier les leads">
              {stats?.leadsThisMonth != null
                ? `${plural(stats.leadsThisMonth, 'nouveau lead', 'nouveaux leads')} depuis le début du mois.`
                : 'Qualifiez vos nouveaux leads rapidement pour garder l’avantage.'}
            </Insight>
            <Insight icon={<Trophy aria-hidden="true" />} to={wonLeadsPath} action="Voir les leads gagnés">
              {stats?.wonLeads != null && stats.conversionRate != null
                ? `${plural(stats.wonLeads, 'lead gagné', 'leads gagnés')}, soit un taux de conversion de ${formatPercent(stats.conversionRate)}.`
                : 'Étudiez vos leads gagnés pour reproduire ce qui fonctionne.'}
            </Insight>
          </ul>
        </CardContent>
      </Card>
    </>
  );
}

function ShortcutCard({
  icon,
  title,
  description,
  to,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
  action: string;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-md bg-navy text-accent [&_svg]:size-5">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <Button asChild variant="outline" size="sm">
          <Link to={to}>
            {action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Insight({ icon, to, action, children }: { icon: ReactNode; to: string; action: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border bg-card p-3 sm:flex-row sm:items-center sm:justify-between">
      <span className="flex items-center gap-3 text-sm">
        <span className="text-accent-strong [&_svg]:size-4">{icon}</span>
        {children}
      </span>
      <Link
        to={to}
        className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
      >
        {action}
        <ArrowRight className="size-3.5" aria-hidden="true" />
      </Link>
    </li>
  );
}
