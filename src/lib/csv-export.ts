import { CSV_BOM, csvLines, type CsvCell } from '@/lib/csv';
import { fetchAllPages, type ExportPageFetcher, type ExportProgress } from '@/lib/paged-export';

/** One column of an export: its French header and the cell of a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

export interface CsvExportOptions {
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  pageSize?: number;
}

/**
 * The whole view as a French CSV file (see csv.ts), fetched page by page. Each page becomes CSV
 * as soon as it arrives and its rows are let go: 100 000 rows never sit in memory as objects,
 * and no single step blocks the page for long.
 */
export async function exportCsv<Row>(
  columns: ReadonlyArray<CsvColumn<Row>>,
  fetchPage: ExportPageFetcher<Row>,
  { signal, onProgress, pageSize }: CsvExportOptions,
): Promise<Blob> {
  // Each page is kept as a Blob of its own: the browser holds the bytes, no large string piles up
  // for the garbage collector, and the file is assembled without copying them again.
  const parts: Blob[] = [new Blob([CSV_BOM, csvLines([columns.map((column) => column.header)])])];
  await fetchAllPages(fetchPage, {
    signal,
    onProgress,
    pageSize,
    onPage: (rows) => parts.push(new Blob([csvLines(rows.map((row) => columns.map((column) => column.value(row))))])),
  });
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** Hands a file to the browser's downloads. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
