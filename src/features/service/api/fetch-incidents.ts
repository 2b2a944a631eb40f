import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { fetchListPage, LIST_PAGE_SIZE, sortedBy, type ListPage, type SortColumn } from '@/lib/list-query';
import { ilikeAnyOf } from '@/lib/postgrest-search';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { incidentKeys, type IncidentListQuery, type IncidentSortKey } from './keys';

/** A row of public.incident_board: the incident, its contract's number, level and company, and its flags. */
export type IncidentBoardRow = Database['public']['Views']['incident_board']['Row'];

export const INCIDENT_LIST_COLUMNS =
  'id, incident_number, contract_id, contract_number, customer_company, reporter_name, reporter_email, type, status, service_level, reported_at, deadline_at, intervened_at, technician_id, planned_for, is_late, replacement_due';
export type IncidentListRow = Pick<
  IncidentBoardRow,
  | 'id'
  | 'incident_number'
  | 'contract_id'
  | 'contract_number'
  | 'customer_company'
  | 'reporter_name'
  | 'reporter_email'
  | 'type'
  | 'status'
  | 'service_level'
  | 'reported_at'
  | 'deadline_at'
  | 'intervened_at'
  | 'technician_id'
  | 'planned_for'
  | 'is_late'
  | 'replacement_due'
>;

export const INCIDENTS_PAGE_SIZE = LIST_PAGE_SIZE;

const incidentSortColumns: Record<IncidentSortKey, SortColumn> = {
  reported: { column: 'reported_at', nullable: false },
  deadline: { column: 'deadline_at', nullable: false },
  number: { column: 'incident_number', nullable: false },
};

/** The columns the search box looks into. */
const SEARCHED = ['incident_number', 'contract_number', 'customer_company', 'reporter_email', 'reporter_name'];

export function selectIncidents(client: SupabaseClient, query: IncidentListQuery, { count }: { count: boolean }) {
  let request = client.from('incident_board').select(INCIDENT_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  if (query.status) request = request.eq('status', query.status);
  if (query.type) request = request.eq('type', query.type);
  if (query.late) request = request.eq('is_late', true);
  const search = ilikeAnyOf(SEARCHED, query.search);
  if (search) request = request.or(search);
  return sortedBy(request, incidentSortColumns, query.sort);
}

export async function fetchIncidentsPage(
  client: SupabaseClient,
  query: IncidentListQuery,
): Promise<ListPage<IncidentListRow>> {
  return fetchListPage((options) => selectIncidents(client, query, options), query.page);
}

export const incidentsQueryOptions = (query: IncidentListQuery) =>
  queryOptions({
    queryKey: incidentKeys.list(query),
    queryFn: async () => fetchIncidentsPage(await getSupabase(), query),
    placeholderData: keepPreviousData,
  });

export function useIncidents(query: IncidentListQuery) {
  return useQuery(incidentsQueryOptions(query));
}
