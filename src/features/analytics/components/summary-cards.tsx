import { Card } from '@/components/ui/card';
import { formatEuro, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { emptySummary, useAnalyticsSummary, type AnalyticsSummary } from '../api/fetch-summary';
import { formatDelta } from '../format';
import { deltaPercent, type Period } from '../period';

const figures: { key: keyof AnalyticsSummary; label: string; format: (value: number) => string }[] = [
  { key: 'requests', label: 'Demandes', format: formatNumber },
  { key: 'leads', label: 'Converties en leads', format: formatNumber },
  { key: 'won', label: 'Gagnées', format: formatNumber },
  { key: 'orders', label: 'Devenues commandes', format: formatNumber },
  { key: 'signedRent', label: 'Loyer mensuel signé', format: formatEuro },
];

/** The period's headline figures, each with its change from the previous period. */
export function SummaryCards({ period, previous }: { period: Period; previous: Period }) {
  const current = useAnalyticsSummary(period);
  const before = useAnalyticsSummary(previous);
  const busy = current.isPending || before.isPending;
  const now = current.data ?? emptySummary;
  const then = before.data ?? emptySummary;

  return (
    <section aria-labelledby="analytics-summary-title" aria-busy={busy}>
      <h2 id="analytics-summary-title" className="sr-only">
        Chiffres clés de la période
      </h2>
      {current.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Les chiffres clés n’ont pas pu être chargés. Veuillez réessayer.
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {figures.map(({ key, label, format }) => {
            const delta = deltaPercent(now[key], then[key]);
            return (
              <Card key={key} className="grid gap-1 p-4" data-stat={key}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums text-navy">{busy ? '…' : format(now[key])}</dd>
                <dd
                  className={cn(
                    'text-xs tabular-nums',
                    delta === null ? 'text-muted-foreground' : delta < 0 ? 'text-destructive' : 'text-success',
                  )}
                >
                  {busy ? '\u00a0' : `${formatDelta(delta)} par rapport à la période précédente (${format(then[key])})`}
                </dd>
              </Card>
            );
          })}
        </dl>
      )}
    </section>
  );
}
