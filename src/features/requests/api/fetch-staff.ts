import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { quoteRequestKeys } from './keys';

export interface StaffMember {
  id: string;
  email: string;
  full_name: string | null;
}

/**
 * Staff who may own a request (users holding a role), with the names admins give them
 * (staff_profiles). The database answers the roles that assign owners only (request writers:
 * admin, commercial) and refuses anyone else.
 */
export async function fetchStaff(): Promise<StaffMember[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('list_staff')) ?? [];
}

/** `enabled`: whether the user assigns owners; the others never ask. */
export function useStaff(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: quoteRequestKeys.staff(), queryFn: fetchStaff, staleTime: 5 * 60_000, enabled }),
  );
}

export const staffName = (member: StaffMember) => member.full_name ?? member.email;
