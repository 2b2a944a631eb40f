import { useMemo } from 'react';
import { useQueryParams } from '@/components/data-list/use-query-params';
import { parisToday, periodKinds, previousPeriod, resolvePeriod, type Period, type PeriodKind } from './period';

const isPeriodKind = (value: string | null): value is PeriodKind => periodKinds.includes(value as PeriodKind);

/** The period in the URL (`?periode=trimestre`, `?periode=perso&du=2026-01-01&au=2026-03-31`) and the one it is compared with. */
export function useAnalyticsPeriod() {
  const [params, patch] = useQueryParams();
  const kindParam = params.get('periode');
  const from = params.get('du') ?? undefined;
  const to = params.get('au') ?? undefined;
  const period = useMemo(
    () => resolvePeriod(isPeriodKind(kindParam) ? kindParam : '30j', parisToday(), { from, to }),
    [kindParam, from, to],
  );
  const previous = useMemo(() => previousPeriod(period), [period]);
  const choose = (kind: PeriodKind, custom?: Period) =>
    patch({ periode: kind === '30j' ? null : kind, du: custom?.from ?? null, au: custom?.to ?? null });
  return { period, previous, choose };
}
