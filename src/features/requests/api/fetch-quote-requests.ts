import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/db';
import {
  fetchListPage,
  keysetOrderOf,
  LIST_PAGE_SIZE,
  searchAndSort,
  type ListPage,
  type SortColumn,
} from '@/lib/list-query';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import {
  quoteRequestKeys,
  type RequestFilters,
  type RequestListQuery,
  type RequestSort,
  type RequestSortKey,
} from './keys';

export type QuoteRequest = Tables<'quote_requests'>;

/** What the inbox and its export show of a request (not its owner, links or search document). */
const REQUEST_LIST_COLUMNS =
  'id, created_at, first_name, last_name, email, phone, company, siret, type, subject, message, status';
export type RequestListRow = Pick<
  QuoteRequest,
  | 'id'
  | 'created_at'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'company'
  | 'siret'
  | 'type'
  | 'subject'
  | 'message'
  | 'status'
>;

export const REQUESTS_PAGE_SIZE = LIST_PAGE_SIZE;

/** The column of each sort, and whether it may be null (its nulls come last). */
const requestSortColumns: Record<RequestSortKey, SortColumn<keyof RequestListRow>> = {
  date: { column: 'created_at', nullable: false },
  customer: { column: 'last_name', nullable: false },
  company: { column: 'company', nullable: true },
  subject: { column: 'subject', nullable: false },
};

export const requestKeysetOrder = (sort: RequestSort) => keysetOrderOf(requestSortColumns, sort);

/**
 * The requests matching the filters, sorted, as the inbox and its export ask for them (name,
 * e-mail, company and subject searched word by word, accents aside). Takes the client so tests
 * can pass theirs.
 */
export function selectRequests(
  client: SupabaseClient,
  filters: RequestFilters,
  sort: RequestSort,
  { count }: { count: boolean },
) {
  let query = client.from('quote_requests').select(REQUEST_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  if (filters.type) query = query.eq('type', filters.type);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.owner) query = query.eq('owner_id', filters.owner);
  return searchAndSort(query, filters.search, requestSortColumns, sort);
}

/** One page of 50 and the number of matching requests. */
export function fetchRequestsPage(client: SupabaseClient, query: RequestListQuery): Promise<ListPage<RequestListRow>> {
  return fetchListPage((options) => selectRequests(client, query, query.sort, options), query.page);
}

export const quoteRequestsQueryOptions = (query: RequestListQuery) =>
  queryOptions({
    queryKey: quoteRequestKeys.list(query),
    queryFn: async () => fetchRequestsPage(await getSupabase(), query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useQuoteRequests(query: RequestListQuery) {
  return useQuery(quoteRequestsQueryOptions(query));
}
