import { FileText, Gauge, TrendingUp, Wrench } from 'lucide-react';
import { paths } from '@/config/routes';
import { formatCount, formatNumber } from '@/lib/format';
import type { SeoStats } from '../api/fetch-seo-stats';
import { GOOD_SEO_SCORE } from '../score';
import { SeoStatCard } from './seo-stat-card';

/** undefined while loading, null if the query failed, else the value. */
function pick<T>(stats: SeoStats | undefined, value: (s: SeoStats) => T | null): T | null | undefined {
  return stats ? value(stats) : undefined;
}

/** The four figures: pages, average score (and its verdict), optimised pages, pages to fix. */
export function SeoStatCards({ stats }: { stats: SeoStats | undefined }) {
  const total = pick(stats, (s) => s.total);
  const published = stats?.published ?? null;
  const drafts = stats?.drafts ?? null;
  const rawAverage = pick(stats, (s) => s.averageScore);
  // One rounding for the figure and its verdict, so '70/100' never says 'À améliorer'.
  const average = rawAverage == null ? rawAverage : Math.round(rawAverage);
  const optimised = pick(stats, (s) => s.optimised);
  const toFix = pick(stats, (s) => s.toFix);

  return (
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
              {formatCount(published, 'publiée', 'publiées')}
              {drafts ? `, ${formatCount(drafts, 'brouillon', 'brouillons')}` : null}
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
  );
}
