import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase-lazy';

/**
 * Staff holding the role « technicien » (public.list_technicians: contracts or service readers),
 * for the pickers of an installation and of an incident: one list, one cache entry for both.
 */
export interface Technician {
  id: string;
  email: string;
  full_name: string | null;
}

export async function fetchTechnicians(): Promise<Technician[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('list_technicians')) ?? [];
}

export function useTechnicians(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: queryRoots.technicians, queryFn: fetchTechnicians, staleTime: 5 * 60_000, enabled }),
  );
}

export const technicianName = (technician: Technician) => technician.full_name ?? technician.email;
