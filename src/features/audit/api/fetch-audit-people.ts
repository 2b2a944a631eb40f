import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { auditKeys } from './keys';

export interface AuditPerson {
  id: string;
  email: string;
  fullName: string | null;
}

/** The accounts the journal can be filtered by (list_users, for the roles that manage users). */
export async function fetchAuditPeople(): Promise<AuditPerson[]> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.rpc('list_users')) ?? [];
  return rows.map((row) => ({ id: row.id, email: row.email, fullName: row.full_name || null }));
}

export function useAuditPeople() {
  return useQuery(queryOptions({ queryKey: auditKeys.people(), queryFn: fetchAuditPeople, staleTime: 5 * 60_000 }));
}
