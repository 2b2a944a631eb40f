import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { leadKeys, type LeadFilters } from './keys';

export type Lead = Tables<'leads'>;

/** Spec §7: all leads, newest first, optionally filtered by equal status. */
export async function fetchLeads(filters: LeadFilters): Promise<Lead[]> {
  const supabase = await getSupabase();
  let query = supabase.from('leads').select('*').order('created_at', { ascending: false });
  if (filters.status) query = query.eq('status', filters.status);
  return unwrap(await query) ?? [];
}

export const leadsQueryOptions = (filters: LeadFilters) =>
  queryOptions({ queryKey: leadKeys.list(filters), queryFn: () => fetchLeads(filters) });

export function useLeads(filters: LeadFilters) {
  return useQuery(leadsQueryOptions(filters));
}
