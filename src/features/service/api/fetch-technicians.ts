import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { incidentKeys } from './keys';

export interface Technician {
  id: string;
  email: string;
  full_name: string | null;
}

/** Staff holding the role « technicien » (public.list_technicians), for the assignment picker. */
export async function fetchTechnicians(): Promise<Technician[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('list_technicians')) ?? [];
}

export function useTechnicians(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: incidentKeys.technicians(), queryFn: fetchTechnicians, staleTime: 5 * 60_000, enabled }),
  );
}

export const technicianName = (technician: Technician) => technician.full_name ?? technician.email;
