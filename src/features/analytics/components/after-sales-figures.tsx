import { csvDecimal } from '@/lib/csv';
import { formatNumber, formatOneDecimal, formatPercent } from '@/lib/format';
import { emptyAfterSalesFigures, useAfterSalesFigures, type AfterSalesFigures } from '../api/fetch-after-sales-figures';
import { ratePercent, type Period } from '../period';
import { FigureCard, type FigureColumn } from './figure-card';
import { RankingChart } from './lazy-charts';

interface AfterSalesRow {
  label: string;
  value: string;
  csv: string | number;
  /** Drawn in the chart (counts only). */
  count: number | null;
}

/** A rate of `part` in `whole`, or « - » when there is nothing to measure yet. */
function rateRow(label: string, part: number, whole: number): AfterSalesRow {
  const rate = ratePercent(part, whole);
  return {
    label,
    value: whole === 0 ? '-' : formatPercent(rate),
    csv: whole === 0 ? '' : csvDecimal(rate, 1),
    count: null,
  };
}

/** The after-sales figures in the order they are read. */
export function afterSalesRows(figures: AfterSalesFigures): AfterSalesRow[] {
  return [
    {
      label: 'Incidents ouverts',
      value: formatNumber(figures.incidents),
      csv: figures.incidents,
      count: figures.incidents,
    },
    rateRow('Incidents traités dans le délai promis (48 h, premium 4 h)', figures.onTime, figures.due),
    {
      label: 'Délai médian d’intervention',
      value: figures.medianHours === null ? '-' : `${formatOneDecimal(figures.medianHours)} h`,
      csv: figures.medianHours === null ? '' : csvDecimal(figures.medianHours, 1),
      count: null,
    },
    {
      label: 'Contrats se terminant dans les 3 mois',
      value: formatNumber(figures.endingSoon),
      csv: figures.endingSoon,
      count: figures.endingSoon,
    },
    rateRow('Taux de renouvellement', figures.renewals, figures.outcomes),
  ];
}

const columns: FigureColumn<AfterSalesRow>[] = [
  { header: 'Indicateur', text: (row) => row.label, csv: (row) => row.label },
  { header: 'Valeur', text: (row) => row.value, csv: (row) => row.csv, numeric: true },
];

export function AfterSalesFiguresCard({ period }: { period: Period }) {
  const { data = emptyAfterSalesFigures, status } = useAfterSalesFigures(period);
  const rows = afterSalesRows(data);
  return (
    <FigureCard
      title="Après-vente"
      description="Les incidents signalés sur la période et le respect des délais d’intervention promis, les contrats qui se terminent dans les 3 mois et le taux de renouvellement des fins de contrat de la période."
      status={status}
      rows={rows}
      columns={columns}
      empty={data.incidents === 0 && data.endingSoon === 0 && data.outcomes === 0}
      emptyText="Aucun incident, aucune fin de contrat sur cette période."
      fileName="apres-vente"
      chart={
        <RankingChart
          items={rows.flatMap((row) => (row.count === null ? [] : [{ label: row.label, value: row.count }]))}
          seriesName="Nombre"
        />
      }
    />
  );
}
