import { csvDecimal } from '@/lib/csv';
import { formatNumber, formatOneDecimal, formatPercent } from '@/lib/format';
import { emptyOfferFigures, useOfferFigures, type OfferFigures } from '../api/fetch-offer-figures';
import { ratePercent, type Period } from '../period';
import { FigureCard, type FigureColumn } from './figure-card';
import { RankingChart } from './lazy-charts';

interface OfferRow {
  label: string;
  value: string;
  csv: string | number;
  count: number;
}

/** « Devis envoyés », « Devis acceptés », the acceptance rate and the median time to signature. */
export function offerRows(figures: OfferFigures): OfferRow[] {
  const rate = ratePercent(figures.accepted, figures.sent);
  return [
    { label: 'Devis envoyés', value: formatNumber(figures.sent), csv: figures.sent, count: figures.sent },
    { label: 'Devis acceptés', value: formatNumber(figures.accepted), csv: figures.accepted, count: figures.accepted },
    { label: 'Taux d’acceptation', value: formatPercent(rate), csv: csvDecimal(rate, 1), count: 0 },
    {
      label: 'Délai médian de la demande à la signature',
      value: figures.medianDays === null ? '-' : `${formatOneDecimal(figures.medianDays)} jours`,
      csv: figures.medianDays === null ? '' : csvDecimal(figures.medianDays, 1),
      count: 0,
    },
  ];
}

const columns: FigureColumn<OfferRow>[] = [
  { header: 'Indicateur', text: (row) => row.label, csv: (row) => row.label },
  { header: 'Valeur', text: (row) => row.value, csv: (row) => row.csv, numeric: true },
];

export function OfferFiguresCard({ period }: { period: Period }) {
  const { data = emptyOfferFigures, status } = useOfferFigures(period);
  const rows = offerRows(data);
  return (
    <FigureCard
      title="Devis"
      description="Les devis envoyés et acceptés sur la période, le taux d’acceptation et le délai médian de la demande à la signature."
      status={status}
      rows={rows}
      columns={columns}
      empty={data.sent === 0 && data.accepted === 0}
      emptyText="Aucun devis envoyé sur cette période."
      fileName="devis"
      chart={
        <RankingChart
          items={rows.slice(0, 2).map((row) => ({ label: row.label, value: row.count }))}
          seriesName="Nombre"
        />
      }
    />
  );
}
