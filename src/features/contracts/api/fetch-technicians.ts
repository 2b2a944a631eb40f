import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { contractKeys } from './keys';

export interface Technician {
  id: string;
  email: string;
  full_name: string | null;
}

/** Staff holding the technicien role (public.list_technicians: contracts or service readers). */
export async function fetchTechnicians(): Promise<Technician[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('list_technicians')) ?? [];
}

export function useTechnicians() {
  return useQuery(
    queryOptions({ queryKey: contractKeys.technicians(), queryFn: fetchTechnicians, staleTime: 5 * 60_000 }),
  );
}

export const technicianName = (technician: Technician) => technician.full_name ?? technician.email;
