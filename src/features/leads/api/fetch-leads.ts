import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { leadKeys, type LeadFilters } from './keys';

export type Lead = Tables<'leads'>;

/** The list as the screen holds it: the first rows can arrive before the whole list. */
export interface LeadsListData {
  rows: Lead[];
  /** True once the whole list (spec query) has arrived. */
  complete: boolean;
  /** Number of leads matching the filter, known from the first request. */
  total: number;
}

/** Rows of the quick first request: more than a screenful, a few kilobytes. */
export const LEADS_FIRST_ROWS = 50;

/** Spec §7: all leads, newest first, optionally filtered by equal status. */
export async function fetchLeads(filters: LeadFilters, signal?: AbortSignal): Promise<Lead[]> {
  const supabase = await getSupabase();
  let query = supabase.from('leads').select('*').order('created_at', { ascending: false });
  if (filters.status) query = query.eq('status', filters.status);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query) ?? [];
}

/** The same query limited to its first rows, with the total count. */
export async function fetchFirstLeads(filters: LeadFilters, signal?: AbortSignal): Promise<LeadsListData> {
  const supabase = await getSupabase();
  let query = supabase.from('leads').select('*', { count: 'exact' }).order('created_at', { ascending: false });
  if (filters.status) query = query.eq('status', filters.status);
  if (signal) query = query.abortSignal(signal);
  const { data, count, error } = await query.limit(LEADS_FIRST_ROWS);
  if (error) throw error;
  const rows = data ?? [];
  const total = count ?? rows.length;
  return { rows, total, complete: rows.length >= total };
}

/**
 * With 10 000 leads the whole list is a few megabytes and takes a while to arrive. Both requests
 * start together: the first rows paint in a fraction of that time, then the whole list replaces
 * them. A refetch (after a write) keeps showing the current list until it is done.
 */
async function* streamLeads(filters: LeadFilters, signal: AbortSignal): AsyncGenerator<LeadsListData> {
  // The small request goes out first: a server that answers one query at a time serves it first.
  const first = fetchFirstLeads(filters, signal);
  const all = fetchLeads(filters, signal).then((rows): LeadsListData => ({ rows, total: rows.length, complete: true }));
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

export const leadsQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: streamedQuery<LeadsListData, LeadsListData>({
      streamFn: ({ signal }) => streamLeads(filters, signal),
      reducer: (_previous, chunk) => chunk,
      initialValue: { rows: [], total: 0, complete: false },
      refetchMode: 'replace',
    }),
  });

export function useLeads(filters: LeadFilters) {
  return useQuery(leadsQueryOptions(filters));
}
