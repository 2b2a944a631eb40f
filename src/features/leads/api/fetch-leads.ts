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

export const LEADS_PAGE_SIZE = LIST_PAGE_SIZE;

type SortedColumn = 'created_at' | 'last_name' | 'company' | 'score' | 'next_action_date';

/** The column of each sort, and whether it may be null (its nulls come last). */
export const leadSortColumns: Record<LeadSortKey, SortColumn<SortedColumn>> = {
  date: { column: 'created_at', nullable: false },
  contact: { column: 'last_name', nullable: true },
  company: { column: 'company', nullable: true },
  score: { column: 'score', nullable: false },
  next_action: { column: 'next_action_date', nullable: true },
};

export const leadKeysetOrder = (sort: LeadSort) => keysetOrderOf(leadSortColumns, sort);

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
  return searchAndSort(query, filters.search, leadSortColumns, sort);
}

export type LeadPage = ListPage<LeadListRow>;
/** What a cached list holds (an inline status change rewrites its row there at once). */
export type LeadsListData = LeadPage;

/** One page of 50 and the number of matching leads. */
export async function fetchLeadsPage(client: SupabaseClient, query: LeadListQuery): Promise<LeadPage> {
  return fetchListPage((options) => selectLeads(client, query, query.sort, options), query.page);
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
