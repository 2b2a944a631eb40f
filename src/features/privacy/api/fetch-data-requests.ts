import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { privacyKeys } from './keys';

export type DataRequest = Pick<
  Tables<'data_requests'>,
  'id' | 'email' | 'kind' | 'received_on' | 'due_on' | 'status' | 'handled_at' | 'notes' | 'outcome'
>;

/** Open requests first (the oldest deadline on top), then the answered ones, newest first. */
export async function fetchDataRequests(): Promise<DataRequest[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('data_requests')
      .select('id, email, kind, received_on, due_on, status, handled_at, notes, outcome')
      .order('status', { ascending: false })
      .order('due_on', { ascending: true })
      .limit(200),
  );
  return rows ?? [];
}

export function useDataRequests() {
  return useQuery(queryOptions({ queryKey: privacyKeys.requests(), queryFn: fetchDataRequests }));
}
