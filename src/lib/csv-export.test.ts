import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { csvDecimal } from './csv';
import { exportCsv, type CsvColumn } from './csv-export';
import type { ExportPageFetcher } from './paged-export';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({ id: `id-${i}`, name: `Client ${i}`, amount: i * 10.5 }));
rows[3].name = '=HYPERLINK("http://x")';
rows[4].name = 'Dupont; fils';

const columns: CsvColumn<Row>[] = [
  { header: 'Nom', value: (row) => row.name },
  { header: 'Montant (€)', value: (row) => csvDecimal(row.amount) },
];

/** A keyset source over `rows`: each page starts after the id of the last row given. */
const source = (): ExportPageFetcher<Row> =>
  vi.fn(async ({ after, limit, withCount }) => {
    const start = after ? rows.findIndex((row) => row.id === after.id) + 1 : 0;
    return { rows: rows.slice(start, start + limit), total: withCount ? rows.length : null };
  });

describe('exportCsv', () => {
  it('fetches every page after the last row and writes one French file: BOM, header, rows', async () => {
    const fetchPage = source();
    const progress = vi.fn();
    const blob = await exportCsv(columns, fetchPage, {
      signal: new AbortController().signal,
      onProgress: progress,
      pageSize: 3,
    });

    expect(vi.mocked(fetchPage).mock.calls.map(([request]) => [request.after?.id ?? null, request.withCount])).toEqual([
      [null, true],
      ['id-2', false],
      ['id-5', false],
    ]);
    expect(progress.mock.calls.map(([value]) => value)).toEqual([
      { done: 3, total: 7 },
      { done: 6, total: 7 },
      { done: 7, total: 7 },
    ]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n').slice(0, 3)).toEqual(['\uFEFFNom;Montant (€)', 'Client 0;0,00', 'Client 1;10,50']);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(8);
    expect(parsed[4]).toEqual([`'=HYPERLINK("http://x")`, '31,50']);
    expect(parsed[5]).toEqual(['Dupont; fils', '42,00']);
  });

  it('stops when a page comes back short, even a whole one ending the rows', async () => {
    const fetchPage = source();
    await exportCsv(columns, fetchPage, { signal: new AbortController().signal, pageSize: 7 });
    // The 7 rows fill the first page: one more request finds nothing and ends the export.
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops at a cancel with an AbortError, even when the request fails because of it', async () => {
    const abort = new AbortController();
    const fetchPage: ExportPageFetcher<Row> = vi.fn(async ({ after }) => {
      if (after) {
        abort.abort();
        throw new Error('AbortError: The user aborted a request.');
      }
      return { rows: rows.slice(0, 3), total: 7 };
    });
    await expect(exportCsv(columns, fetchPage, { signal: abort.signal, pageSize: 3 })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('passes on a failure that is not a cancel', async () => {
    const fetchPage: ExportPageFetcher<Row> = async () => {
      throw Object.assign(new Error('permission denied'), { code: '42501' });
    };
    await expect(exportCsv(columns, fetchPage, { signal: new AbortController().signal })).rejects.toMatchObject({
      code: '42501',
    });
  });
});
