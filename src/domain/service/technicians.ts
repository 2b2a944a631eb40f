import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase-lazy';
import { useCan } from '@/lib/use-can';

/**
 * Staff who may be sent on site — technicien or admin — for the pickers of an installation and of
 * an incident: one list, one cache entry for both. public.list_technicians answers only the roles
 * that assign them (contracts or service writers), with ids and the names administrators give,
 * no e-mail address; the other roles read « Attribué » where a technician is assigned.
 */
export interface Technician {
  id: string;
  full_name: string;
}

export async function fetchTechnicians(): Promise<Technician[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('list_technicians')) ?? [];
}

export function useTechnicians() {
  const assignsInstallations = useCan('contracts', 'write');
  const assignsIncidents = useCan('service', 'write');
  return useQuery(
    queryOptions({
      queryKey: queryRoots.technicians,
      queryFn: fetchTechnicians,
      staleTime: 5 * 60_000,
      enabled: assignsInstallations || assignsIncidents,
    }),
  );
}
