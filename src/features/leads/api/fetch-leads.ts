import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/db';
import { streamedRowsQueryFn, type StreamedRows } from '@/lib/fetch-streamed-rows';
import { leadKeys, type LeadFilters } from './keys';

export type Lead = Tables<'leads'>;
export type LeadsListData = StreamedRows<Lead>;

/** Spec §7: all leads, newest first, optionally filtered by equal status. */
export const leadsQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: streamedRowsQueryFn('leads', { status: filters.status }),
  });

export function useLeads(filters: LeadFilters) {
  return useQuery(leadsQueryOptions(filters));
}
