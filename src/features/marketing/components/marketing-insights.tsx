import { ArrowRight, Lightbulb, Megaphone, Trophy, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatCount, formatPercent } from '@/lib/format';
import type { MarketingStats } from '../api/fetch-marketing-stats';

const wonLeadsPath = `${paths.admin.leads}?filter=won`;

/** Three sentences from the figures, each with the screen to act on it (a generic advice while they load). */
export function MarketingInsights({ stats }: { stats: MarketingStats | undefined }) {
  return (
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
              ? `${formatCount(stats.activeCampaigns, 'campagne programmée', 'campagnes programmées')} ou en cours d’envoi.`
              : 'Planifiez vos prochaines campagnes pour relancer vos prospects.'}
          </Insight>
          <Insight icon={<UserPlus aria-hidden="true" />} to={paths.admin.leads} action="Qualifier les leads">
            {stats?.leadsThisMonth != null
              ? `${formatCount(stats.leadsThisMonth, 'nouveau lead', 'nouveaux leads')} depuis le début du mois.`
              : 'Qualifiez vos nouveaux leads rapidement pour garder l’avantage.'}
          </Insight>
          <Insight icon={<Trophy aria-hidden="true" />} to={wonLeadsPath} action="Voir les leads gagnés">
            {stats?.wonLeads != null && stats.conversionRate != null
              ? `${formatCount(stats.wonLeads, 'lead gagné', 'leads gagnés')}, soit un taux de conversion de ${formatPercent(stats.conversionRate)}.`
              : 'Étudiez vos leads gagnés pour reproduire ce qui fonctionne.'}
          </Insight>
        </ul>
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
