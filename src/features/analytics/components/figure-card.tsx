import { Download } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { csvFileName, toFrenchCsv, type CsvCell } from '@/lib/csv';
import { downloadBlob } from '@/lib/csv-export';

/** A column of a figure's table: its header, the cell on screen and the cell of the CSV file. */
export interface FigureColumn<Row> {
  header: string;
  text: (row: Row) => string;
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
}

interface FigureCardProps<Row> {
  title: string;
  description?: ReactNode;
  /** The state of the query behind the figure. */
  status: 'pending' | 'error' | 'success';
  rows: readonly Row[];
  columns: readonly FigureColumn<Row>[];
  /** The figure is empty (every count zero): the chart gives way to this French sentence. */
  empty: boolean;
  emptyText: string;
  /** The CSV file's name, before its date (« demandes-par-semaine »). */
  fileName: string;
  /** The chart (lazily loaded): drawn for sighted users, the table below says the same. */
  chart: ReactNode;
  className?: string;
}

/**
 * One figure of /admin/analytics: a chart, its data as a real table behind « Voir les données »
 * (the accessible alternative), and the same rows as a French CSV file.
 */
export function FigureCard<Row>({
  title,
  description,
  status,
  rows,
  columns,
  empty,
  emptyText,
  fileName,
  chart,
  className,
}: FigureCardProps<Row>) {
  function download() {
    const csv = toFrenchCsv(
      columns.map((column) => column.header),
      rows.map((row) => columns.map((column) => column.csv(row))),
    );
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(fileName));
  }

  return (
    <Card className={className} data-figure={fileName}>
      <CardHeader>
        <CardTitle className="text-navy">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {status === 'pending' ? (
          <Loading label="Chargement des statistiques..." />
        ) : status === 'error' ? (
          <p role="alert" className="py-10 text-center text-sm text-destructive">
            Ces chiffres n’ont pas pu être chargés. Veuillez réessayer.
          </p>
        ) : empty ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <>
            <div role="img" aria-label={`${title} : graphique, détaillé dans le tableau « Voir les données ».`}>
              <Suspense fallback={<Loading label="Chargement du graphique..." />}>{chart}</Suspense>
            </div>
            <details className="group">
              <summary className="cursor-pointer text-sm font-medium text-accent-strong underline-offset-4 hover:underline">
                Voir les données
              </summary>
              <div className="mt-3">
                <Table scrollLabel={`Données : ${title}`}>
                  <caption className="sr-only">{title}</caption>
                  <TableHeader>
                    <TableRow>
                      {columns.map((column) => (
                        <TableHead key={column.header} className={column.numeric ? 'text-right' : undefined}>
                          {column.header}
                        </TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((row, index) => (
                      <TableRow key={index}>
                        {columns.map((column) => (
                          <TableCell
                            key={column.header}
                            className={column.numeric ? 'text-right tabular-nums' : undefined}
                          >
                            {column.text(row)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </details>
            <div>
              {/* The visible words first in the name (WCAG 2.5.3), then which figure. */}
              <Button variant="outline" size="sm" onClick={download} aria-label={`Télécharger en CSV : ${title}`}>
                <Download aria-hidden="true" />
                Télécharger en CSV
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
