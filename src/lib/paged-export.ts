/** Rows per request of an export: hosted Supabase answers at most `max_rows` (1 000) per request. */
export const EXPORT_PAGE_SIZE = 1000;

export interface ExportProgress {
  /** Rows received so far. */
  done: number;
  /** Rows matching the view, from the first page's count; null until it is known. */
  total: number | null;
}

export interface ExportPageRequest<Row> {
  /** The last row of the previous page (null for the first page): the next page starts after it. */
  after: Row | null;
  limit: number;
  /** Only the first request counts the rows, for the progress. */
  withCount: boolean;
  signal: AbortSignal;
}

export interface ExportPageResult<Row> {
  rows: Row[];
  total: number | null;
}

export type ExportPageFetcher<Row> = (request: ExportPageRequest<Row>) => Promise<ExportPageResult<Row>>;

export interface FetchAllOptions<Row> {
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Each page as it arrives, so the caller can turn it into output and let it go. */
  onPage: (rows: Row[]) => void;
  pageSize?: number;
}

/** Thrown when the export was cancelled; callers treat it as a quiet end. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function throwIfAborted(signal: AbortSignal) {
  if (signal.aborted) throw new DOMException('Export annulé', 'AbortError');
}

/**
 * Every row of a view, one page of `pageSize` after another (keyset: each page starts after the
 * last row of the previous one), until a page comes back short. Returns the number of rows.
 */
export async function fetchAllPages<Row>(
  fetchPage: ExportPageFetcher<Row>,
  { signal, onProgress, onPage, pageSize = EXPORT_PAGE_SIZE }: FetchAllOptions<Row>,
): Promise<number> {
  let after: Row | null = null;
  let done = 0;
  let total: number | null = null;
  for (;;) {
    throwIfAborted(signal);
    let page: ExportPageResult<Row>;
    try {
      page = await fetchPage({ after, limit: pageSize, withCount: after === null, signal });
    } catch (error) {
      // A request cut short by the cancel fails like any other: it is still a cancel.
      throwIfAborted(signal);
      throw error;
    }
    throwIfAborted(signal);
    if (after === null) total = page.total;
    if (page.rows.length > 0) onPage(page.rows);
    done += page.rows.length;
    // Rows added while exporting can make the count too small: the progress never reads 1 200 / 1 000.
    onProgress?.({ done, total: total === null ? null : Math.max(total, done) });
    if (page.rows.length < pageSize) return done;
    after = page.rows[page.rows.length - 1];
  }
}
