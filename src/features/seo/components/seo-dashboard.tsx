import {
  AlertTriangle,
  CheckCircle2,
  ExternalLink,
  FileText,
  Gauge,
  Lightbulb,
  ListChecks,
  TrendingUp,
  Wrench,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useSeoStats, type SeoStats } from '../api/fetch-seo-stats';
import { GOOD_SEO_SCORE } from '../score';
import { SeoStatCard } from './seo-stat-card';
import { checklistFrom } from '../tools/checklist';
import { useSiteAudit } from '../tools/fetch-site-files';

/** undefined while loading, null if the query failed, else the value. */
function pick<T>(stats: SeoStats | undefined, value: (s: SeoStats) => T | null): T | null | undefined {
  return stats ? value(stats) : undefined;
}

function plural(count: number, one: string, many: string) {
  return `${formatNumber(count)} ${count > 1 ? many : one}`;
}

const tips = [
  `Gardez un score SEO supérieur à ${GOOD_SEO_SCORE} sur chaque page.`,
  'Limitez vos meta descriptions à 160 caractères maximum.',
  'Placez vos mots-clés pertinents dans le titre H1.',
  'Décrivez chaque image avec un texte alternatif (alt) explicite.',
  'Renseignez une URL canonique sur toutes les pages.',
];

function ChecklistRow({
  icon,
  title,
  children,
  tone = 'ok',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'ok' | 'warning';
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between',
        tone === 'warning' ? 'border-[#fcd34d] bg-[#fffbeb]' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <span className={cn('mt-0.5 [&_svg]:size-5', tone === 'warning' ? 'text-[#b45309]' : 'text-[#16a34a]')}>
          {icon}
        </span>
        <p className="text-sm font-medium">{title}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2 pl-8 sm:pl-0">{children}</div>
    </li>
  );
}

function ExternalFileLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    </Button>
  );
}

/**
 * The checklist's lines, computed from the public pages as prerendered (what search engines read):
 * each check says how many pages fail it and leads to the tools screen that lists them. On the
 * development server, which serves no sitemap, only the files' links are shown.
 */
function SiteChecks() {
  const audit = useSiteAudit();
  // On the published site a missing robots.txt is a finding; the development server serves none.
  const robotsMissing = Boolean(audit.data?.findings && !audit.data.robots);
  const robotsRow = (
    <ChecklistRow
      icon={robotsMissing ? <AlertTriangle aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
      tone={robotsMissing ? 'warning' : 'ok'}
      title="Robots.txt"
    >
      <ExternalFileLink href="/robots.txt" label="Voir le robots.txt" />
    </ChecklistRow>
  );
  if (audit.isPending) {
    return (
      <li className="rounded-md border border-border p-3 text-sm text-muted-foreground" role="status">
        Analyse des pages publiques en cours…
      </li>
    );
  }
  const findings = audit.data?.findings;
  if (!findings) {
    return (
      <>
        <ChecklistRow icon={<CheckCircle2 aria-hidden="true" />} title="Meta Tags">
          <span className="text-xs text-muted-foreground">Vérifiés page par page sur le site publié</span>
        </ChecklistRow>
        <ChecklistRow icon={<CheckCircle2 aria-hidden="true" />} title="Sitemap.xml">
          <ExternalFileLink href="/sitemap.xml" label="Voir le sitemap" />
        </ChecklistRow>
        {robotsRow}
      </>
    );
  }
  return (
    <>
      {checklistFrom(findings).map((item) => (
        <ChecklistRow
          key={item.title}
          tone={item.pages > 0 ? 'warning' : 'ok'}
          icon={item.pages > 0 ? <AlertTriangle aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          title={item.title}
        >
          {item.pages > 0 ? (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.admin.seoTools}>{plural(item.pages, 'page à corriger', 'pages à corriger')}</Link>
            </Button>
          ) : (
            <span className="text-xs text-muted-foreground">{item.detail}</span>
          )}
          {item.title === 'Sitemap.xml' ? <ExternalFileLink href="/sitemap.xml" label="Voir le sitemap" /> : null}
        </ChecklistRow>
      ))}
      {robotsRow}
    </>
  );
}

/** /admin/seo: four figures, the checklist and the tips (spec §2, §7, §9). */
export function SeoDashboard() {
  const { data: stats, error } = useSeoStats();
  useEffect(() => {
    // Spec §8: stat failures are only logged (each figure's own failure is logged in fetchSeoStats).
    if (error) console.error('Statistiques SEO indisponibles', error);
  }, [error]);

  const total = pick(stats, (s) => s.total);
  const published = stats?.published ?? null;
  const drafts = stats?.drafts ?? null;
  const rawAverage = pick(stats, (s) => s.averageScore);
  // One rounding for the figure and its verdict, so '70/100' never says 'À améliorer'.
  const average = rawAverage == null ? rawAverage : Math.round(rawAverage);
  const optimised = pick(stats, (s) => s.optimised);
  const toFix = pick(stats, (s) => s.toFix);

  return (
    <>
      <AdminPageHeader
        title="SEO"
        description="Le référencement naturel de vos pages publiques en un coup d’œil."
        actions={
          <Button asChild>
            <Link to={paths.admin.seoContent}>
              <FileText aria-hidden="true" />
              Gérer le contenu SEO
            </Link>
          </Button>
        }
      />

      <section aria-label="Indicateurs SEO" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SeoStatCard
          id="total-pages"
          title="Pages totales"
          to={paths.admin.seoContent}
          icon={<FileText aria-hidden="true" />}
          value={total == null ? total : formatNumber(total)}
          hint={
            published === null ? undefined : (
              <>
                {plural(published, 'publiée', 'publiées')}
                {drafts ? `, ${plural(drafts, 'brouillon', 'brouillons')}` : null}
              </>
            )
          }
        />
        <SeoStatCard
          id="average-score"
          title="Score moyen"
          to={paths.admin.seoTools}
          icon={<Gauge aria-hidden="true" />}
          value={
            average == null ? (
              average
            ) : (
              <>
                {average}
                <span className="text-base font-medium text-muted-foreground">/100</span>
              </>
            )
          }
          hint={
            average == null ? undefined : average >= GOOD_SEO_SCORE ? (
              <span className="font-medium text-[#15803d]">Bon score</span>
            ) : (
              <span className="font-medium text-[#b45309]">À améliorer</span>
            )
          }
        />
        <SeoStatCard
          id="optimised-pages"
          title="Pages optimisées"
          to={paths.admin.seoContent}
          icon={<TrendingUp aria-hidden="true" />}
          value={optimised == null ? optimised : formatNumber(optimised)}
          hint={`Score ≥ ${GOOD_SEO_SCORE}`}
        />
        <SeoStatCard
          id="pages-to-fix"
          title="Pages à corriger"
          to={paths.admin.seoContent}
          icon={<Wrench aria-hidden="true" />}
          value={toFix == null ? toFix : formatNumber(toFix)}
          hint={`Score < ${GOOD_SEO_SCORE}`}
        />
      </section>

      <div className="mt-6 grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ListChecks className="size-4 text-accent-strong" aria-hidden="true" />
              Checklist SEO
            </CardTitle>
            <CardDescription>Les fondamentaux techniques, vérifiés sur les pages publiques telles que les moteurs les lisent.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              <SiteChecks />
              {toFix ? (
                <ChecklistRow
                  tone="warning"
                  icon={<AlertTriangle aria-hidden="true" />}
                  title={`${plural(toFix, 'page a', 'pages ont')} un score inférieur à ${GOOD_SEO_SCORE}`}
                >
                  <Button asChild size="sm">
                    <Link to={paths.admin.seoContent}>Corriger</Link>
                  </Button>
                </ChecklistRow>
              ) : null}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lightbulb className="size-4 text-accent-strong" aria-hidden="true" />
              Conseils SEO
            </CardTitle>
            <CardDescription>Les bonnes pratiques pour chaque page.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2.5 text-sm">
              {tips.map((tip) => (
                <li key={tip} className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                  {tip}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
