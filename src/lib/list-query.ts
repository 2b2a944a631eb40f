import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import { unwrap, unwrapCount } from '@/lib/db';
import { keysetAfter, type KeysetOrder } from '@/lib/keyset';
import type { ListSort } from '@/lib/list-sort';
import type { ExportPageFetcher } from '@/lib/paged-export';
import { prefixSearchQuery } from '@/lib/word-search';

/**
 * The server-side part of the admin lists (orders, leads, requests, products…): each list builds
 * its own select (its columns and filters); these helpers add the search, the sort, one page with
 * its count, or the keyset pages of an export, the same way for every list.
 */

/** Rows on one page of an admin list. */
export const LIST_PAGE_SIZE = 50;

/** The column a sort key orders by, and whether it may be null (its nulls come last). */
export interface SortColumn<Column extends string = string> {
  column: Column;
  nullable: boolean;
}

/**
 * What the helpers use of a supabase-js select. Its methods return the same builder, so a list's
 * typed rows come back typed.
 */
export interface ListRequest<Row> extends PromiseLike<PostgrestSingleResponse<Row[]>> {
  range(from: number, to: number): this;
  limit(count: number): this;
  or(filters: string): this;
  filter(column: string, operator: 'gte' | 'lte', value: unknown): this;
  abortSignal(signal: AbortSignal): this;
}

/** The request's filters, sort and count, before a page or an export is cut from it. */
export type ListSelect<Row> = (options: { count: boolean }) => ListRequest<Row>;

export interface ListPage<Row> {
  rows: Row[];
  /** Rows matching the filters, all pages together. */
  total: number;
}

export function keysetOrderOf<Key extends string>(columns: Record<Key, SortColumn>, sort: ListSort<Key>): KeysetOrder {
  const { column, nullable } = columns[sort.key];
  return { column, nullable, ascending: !sort.desc };
}

/** What sortedBy() and searchAndSort() use of a select. */
interface SortableRequest {
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }): this;
}
interface SearchableRequest extends SortableRequest {
  textSearch(column: string, query: string, options: { config: string }): this;
}

/** A list's order: its sort column (nulls last), then the id as tiebreak, so that pages never overlap. */
export function sortedBy<Request extends SortableRequest, Key extends string>(
  request: Request,
  columns: Record<Key, SortColumn>,
  sort: ListSort<Key>,
): Request {
  const ascending = !sort.desc;
  return request.order(columns[sort.key].column, { ascending, nullsFirst: false }).order('id', { ascending });
}

/**
 * A list's search and order: every typed word as a prefix of a word of its stored `search`
 * document (accents and case aside, `search=fts(simple).jer:* & lefev:*`), then sortedBy().
 */
export function searchAndSort<Request extends SearchableRequest, Key extends string>(
  request: Request,
  term: string,
  columns: Record<Key, SortColumn>,
  sort: ListSort<Key>,
): Request {
  const query = prefixSearchQuery(term);
  return sortedBy(query === null ? request : request.textSearch('search', query, { config: 'simple' }), columns, sort);
}

/** PostgREST refuses a range that starts beyond the last row (a page number from an old link). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/** One page (1-based) and the number of matching rows. */
export async function fetchListPage<Row>(
  select: ListSelect<Row>,
  page: number,
  pageSize = LIST_PAGE_SIZE,
): Promise<ListPage<Row>> {
  const from = (page - 1) * pageSize;
  const result = await select({ count: true }).range(from, from + pageSize - 1);
  if (result.error?.code === RANGE_NOT_SATISFIABLE) {
    // No rows there: say how many there are, and the list goes to its last page.
    return { rows: [], total: unwrapCount(await select({ count: true }).limit(1)) };
  }
  return { rows: unwrap(result) ?? [], total: result.count ?? 0 };
}

/** The pages of an export: the list's request, each page after the last row of the previous one. */
export function keysetPages<Row extends { id: string }>(
  select: ListSelect<Row>,
  order: KeysetOrder,
): ExportPageFetcher<Row> {
  return async ({ after, limit, withCount, signal }) => {
    let request = select({ count: withCount });
    if (after) {
      const value = (after as Record<string, unknown>)[order.column];
      const step = keysetAfter(order, { value, id: after.id });
      if (step.bound) request = request.filter(step.bound.column, step.bound.operator, step.bound.value);
      request = request.or(step.or);
    }
    const result = await request.limit(limit).abortSignal(signal);
    return { rows: unwrap(result) ?? [], total: withCount ? result.count : null };
  };
}
