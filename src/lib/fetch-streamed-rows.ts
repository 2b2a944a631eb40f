import type { PostgrestResponse } from '@supabase/postgrest-js';
import { experimental_streamedQuery as streamedQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';

type TableName = keyof Database['public']['Tables'];

/** The list as the screen holds it: the first rows can arrive before the whole list. */
export interface StreamedRows<Row> {
  rows: Row[];
  /** True once the whole list (spec query) has arrived. */
  complete: boolean;
  /** Number of rows matching the filters, known from the first request. */
  total: number;
}

/** Equality filters by column, applied in the query; a null value filters nothing. */
export type ColumnEquals<T extends TableName> = { [Column in keyof Tables<T>]?: Tables<T>[Column] | null };

/**
 * What is used here of a select builder. postgrest-js cannot resolve its result types for a table
 * named by a type parameter, so the builder is seen through this instead.
 */
interface SelectQuery<Row> extends PromiseLike<PostgrestResponse<Row>> {
  eq(column: string, value: unknown): SelectQuery<Row>;
  abortSignal(signal: AbortSignal): SelectQuery<Row>;
  limit(count: number): SelectQuery<Row>;
}

/** Rows of the quick first request: more than a screenful, a few kilobytes. */
const FIRST_ROWS = 50;

/** Spec §7: the rows matching the filters, newest first; `first` limits them and counts them all. */
async function selectNewestFirst<T extends TableName>(
  table: T,
  equals: ColumnEquals<T>,
  signal: AbortSignal,
  first: boolean,
): Promise<PostgrestResponse<Tables<T>>> {
  const supabase = await getSupabase();
  let query = supabase
    .from(table)
    .select('*', { count: first ? 'exact' : undefined })
    .order('created_at', { ascending: false }) as unknown as SelectQuery<Tables<T>>;
  for (const [column, value] of Object.entries(equals)) {
    if (value) query = query.eq(column, value);
  }
  query = query.abortSignal(signal);
  return first ? query.limit(FIRST_ROWS) : query;
}

/**
 * With 10 000 rows the whole list is megabytes and takes a second or more to arrive. Both requests
 * start together: the first rows paint in a fraction of that, then the whole list replaces them.
 */
async function* streamRows<T extends TableName>(
  table: T,
  equals: ColumnEquals<T>,
  signal: AbortSignal,
): AsyncGenerator<StreamedRows<Tables<T>>> {
  // The small request goes out first: a server that answers one query at a time serves it first.
  const first = selectNewestFirst(table, equals, signal, true).then((response) => {
    const rows = unwrap(response) ?? [];
    const total = response.count ?? rows.length;
    return { rows, total, complete: rows.length >= total };
  });
  const all = selectNewestFirst(table, equals, signal, false).then((response) => {
    const rows = unwrap(response) ?? [];
    return { rows, total: rows.length, complete: true };
  });
  // Each is awaited below when it matters; these only keep the other one's failure from going unhandled.
  all.catch(() => undefined);
  first.catch(() => undefined);
  // Whichever settles first; a small table is complete with the first request already.
  const winner = await Promise.race([
    all.then((data) => ({ data, from: 'all' as const })),
    first.then((data) => ({ data, from: 'first' as const })),
  ]);
  if (winner.from === 'first' && !winner.data.complete) {
    yield winner.data;
    yield await all;
    return;
  }
  yield winner.from === 'all' ? winner.data : await all;
}

/**
 * The query function of an admin list that paints its first rows early (no pagination, spec §9).
 * A refetch (after a write) keeps showing the current list until the new one is whole.
 */
export function streamedRowsQueryFn<T extends TableName>(table: T, equals: ColumnEquals<T>) {
  return streamedQuery<StreamedRows<Tables<T>>, StreamedRows<Tables<T>>>({
    streamFn: ({ signal }) => streamRows(table, equals, signal),
    reducer: (_previous, chunk) => chunk,
    initialValue: { rows: [], total: 0, complete: false },
    refetchMode: 'replace',
  });
}
