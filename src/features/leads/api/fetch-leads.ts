import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, unwrapCount, type Tables } from '@/lib/db';
import type { KeysetOrder } from '@/lib/keyset';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { prefixSearchQuery } from '@/lib/word-search';
import { leadKeys, type LeadFilters, type LeadListQuery, type LeadSort, type LeadSortKey } from './keys';

export type Lead = Tables<'leads'>;

/** What the list and the export show of a lead (not its notes or search document). */
export const LEAD_LIST_COLUMNS =
  'id, email, first_name, last_name, company, phone, source, status, score, created_at, last_contact_date, next_action, next_action_date';
export type LeadListRow = Pick<
  Lead,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'phone'
  | 'source'
  | 'status'
  | 'score'
  | 'created_at'
  | 'last_contact_date'
  | 'next_action'
  | 'next_action_date'
>;

export const LEADS_PAGE_SIZE = 50;

type SortColumn = 'created_at' | 'last_name' | 'company' | 'score' | 'next_action_date';

/** The column of each sort, and whether it may be null (its nulls come last). */
export const leadSortColumns: Record<LeadSortKey, { column: SortColumn; nullable: boolean }> = {
  date: { column: 'created_at', nullable: false },
  contact: { column: 'last_name', nullable: true },
  company: { column: 'company', nullable: true },
  score: { column: 'score', nullable: false },
  next_action: { column: 'next_action_date', nullable: true },
};

export function leadKeysetOrder(sort: LeadSort): KeysetOrder {
  const { column, nullable } = leadSortColumns[sort.key];
  return { column, nullable, ascending: !sort.desc };
}

/**
 * The leads matching the filters, sorted, as the list and the export ask for them: the database
 * filters, searches (every word as a prefix, accents and case aside) and sorts, with the id as
 * tiebreak so that pages never overlap. Takes the client so tests can pass theirs.
 */
export function selectLeads(
  client: SupabaseClient,
  filters: LeadFilters,
  sort: LeadSort,
  { count }: { count: boolean },
) {
  let query = client.from('leads').select(LEAD_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  const search = prefixSearchQuery(filters.search);
  if (search) query = query.textSearch('search', search, { config: 'simple' });
  const { column } = leadSortColumns[sort.key];
  const ascending = !sort.desc;
  return query.order(column, { ascending, nullsFirst: false }).order('id', { ascending });
}

export interface LeadPage {
  rows: LeadListRow[];
  /** Leads matching the filters, all pages together. */
  total: number;
}
/** What a cached list holds (an inline status change rewrites its row there at once). */
export type LeadsListData = LeadPage;

/** PostgREST refuses a range that starts beyond the last row (a page number from an old link). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/** One page of 50 and the number of matching leads. */
export async function fetchLeadsPage(client: SupabaseClient, query: LeadListQuery): Promise<LeadPage> {
  const from = (query.page - 1) * LEADS_PAGE_SIZE;
  const result = await selectLeads(client, query, query.sort, { count: true }).range(from, from + LEADS_PAGE_SIZE - 1);
  if (result.error?.code === RANGE_NOT_SATISFIABLE) {
    // No rows there: say how many there are, and the list goes to its last page.
    const total = unwrapCount(await selectLeads(client, query, query.sort, { count: true }).limit(1));
    return { rows: [], total };
  }
  return { rows: unwrap(result) ?? [], total: result.count ?? 0 };
}

async function fetchLeads(query: LeadListQuery): Promise<LeadPage> {
  return fetchLeadsPage(await getSupabase(), query);
}

export const leadsQueryOptions = (query: LeadListQuery) =>
  queryOptions({
    queryKey: leadKeys.list(query),
    queryFn: () => fetchLeads(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLeads(query: LeadListQuery) {
  return useQuery(leadsQueryOptions(query));
}
