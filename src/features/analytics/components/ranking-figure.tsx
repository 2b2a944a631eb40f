import { formatNumber } from '@/lib/format';
import { FigureCard, type FigureColumn } from './figure-card';
import { RankingChart } from './lazy-charts';

export interface RankedRow {
  label: string;
  requests: number;
}

interface RankingFigureProps {
  title: string;
  description: string;
  /** The header of the first column (« Produit », « Campagne »…). */
  itemHeader: string;
  status: 'pending' | 'error' | 'success';
  rows: RankedRow[];
  emptyText: string;
  fileName: string;
}

/** A top 10 by requests (products, categories, sources) as horizontal bars and a table. */
export function RankingFigure({ title, description, itemHeader, status, rows, emptyText, fileName }: RankingFigureProps) {
  const columns: FigureColumn<RankedRow>[] = [
    { header: itemHeader, text: (row) => row.label, csv: (row) => row.label },
    { header: 'Demandes', text: (row) => formatNumber(row.requests), csv: (row) => row.requests, numeric: true },
  ];
  return (
    <FigureCard
      title={title}
      description={description}
      status={status}
      rows={rows}
      columns={columns}
      empty={rows.length === 0}
      emptyText={emptyText}
      fileName={fileName}
      chart={<RankingChart items={rows.map((row) => ({ label: row.label, value: row.requests }))} seriesName="Demandes" />}
    />
  );
}
