import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { ilikeAnyOf } from '@/lib/postgrest-search';
import { getSupabase } from '@/lib/supabase-lazy';
import { quoteRequestKeys, type RequestListFilters } from './keys';

export type QuoteRequest = Tables<'quote_requests'>;

export const REQUESTS_PAGE_SIZE = 50;
const searchedColumns = ['first_name', 'last_name', 'email', 'company', 'subject'] as const;

export interface RequestPage {
  rows: QuoteRequest[];
  /** Requests matching the filters, all pages together. */
  total: number;
}

/** One page of the inbox, newest first; the database filters, searches and counts. */
export async function fetchQuoteRequests(filters: RequestListFilters): Promise<RequestPage> {
  const supabase = await getSupabase();
  let query = supabase.from('quote_requests').select('*', { count: 'exact' });
  if (filters.type) query = query.eq('type', filters.type);
  if (filters.status) query = query.eq('status', filters.status);
  const search = ilikeAnyOf(searchedColumns, filters.search);
  if (search) query = query.or(search);
  const from = (filters.page - 1) * REQUESTS_PAGE_SIZE;
  const result = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + REQUESTS_PAGE_SIZE - 1);
  return { rows: unwrap(result) ?? [], total: result.count ?? 0 };
}

export const quoteRequestsQueryOptions = (filters: RequestListFilters) =>
  queryOptions({
    queryKey: quoteRequestKeys.list(filters),
    queryFn: () => fetchQuoteRequests(filters),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useQuoteRequests(filters: RequestListFilters) {
  return useQuery(quoteRequestsQueryOptions(filters));
}
