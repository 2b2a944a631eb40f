import { csvDecimal } from '@/lib/csv';
import { formatNumber, formatPercent } from '@/lib/format';
import { emptySummary, useAnalyticsSummary, type AnalyticsSummary } from '../api/fetch-summary';
import { ratePercent, type Period } from '../period';
import { FigureCard, type FigureColumn } from './figure-card';
import { RankingChart } from './lazy-charts';

export interface FunnelStep {
  label: string;
  count: number;
  /** % of the step before (100 for the first). */
  fromPrevious: number;
  /** % of the requests. */
  fromRequests: number;
}

const stepLabels: { key: keyof AnalyticsSummary; label: string }[] = [
  { key: 'requests', label: 'Demandes' },
  { key: 'leads', label: 'Leads' },
  { key: 'won', label: 'Gagnées' },
  { key: 'orders', label: 'Commandes' },
];

/** Request → lead → won → order, with the conversion rate of each step. */
export function funnelSteps(summary: AnalyticsSummary): FunnelStep[] {
  return stepLabels.map(({ key, label }, index) => ({
    label,
    count: summary[key],
    fromPrevious: index === 0 ? 100 : ratePercent(summary[key], summary[stepLabels[index - 1].key]),
    fromRequests: ratePercent(summary[key], summary.requests),
  }));
}

const columns: FigureColumn<FunnelStep>[] = [
  { header: 'Étape', text: (step) => step.label, csv: (step) => step.label },
  { header: 'Nombre', text: (step) => formatNumber(step.count), csv: (step) => step.count, numeric: true },
  {
    header: 'Taux depuis l’étape précédente',
    text: (step) => formatPercent(step.fromPrevious),
    csv: (step) => csvDecimal(step.fromPrevious, 1),
    numeric: true,
  },
  {
    header: 'Taux depuis la demande',
    text: (step) => formatPercent(step.fromRequests),
    csv: (step) => csvDecimal(step.fromRequests, 1),
    numeric: true,
  },
];

export function FunnelFigure({ period }: { period: Period }) {
  const { data = emptySummary, status } = useAnalyticsSummary(period);
  const steps = funnelSteps(data);
  return (
    <FigureCard
      title="Entonnoir de conversion"
      description="Les demandes de la période : converties en leads, gagnées, puis devenues commandes (hors annulées)."
      status={status}
      rows={steps}
      columns={columns}
      empty={data.requests === 0}
      emptyText="Aucune demande sur cette période."
      fileName="entonnoir-de-conversion"
      chart={<RankingChart items={steps.map((step) => ({ label: step.label, value: step.count }))} seriesName="Nombre" />}
    />
  );
}
