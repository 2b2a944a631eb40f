import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Lead } from './fetch-leads';
import { leadKeys } from './keys';

/** One lead, or null when it does not exist (or was deleted). */
export async function fetchLead(id: string): Promise<Lead | null> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('leads').select('*').eq('id', id).maybeSingle());
}

export function useLead(id: string) {
  return useQuery(queryOptions({ queryKey: leadKeys.detail(id), queryFn: () => fetchLead(id) }));
}
