import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { userRoleKeys } from './keys';

export type UserRole = Tables<'user_roles'>;

/** Spec §7: user_roles, newest first. RLS shows every row to an admin. */
export async function fetchUserRoles(): Promise<UserRole[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('user_roles').select('*').order('created_at', { ascending: false })) ?? [];
}

export const userRolesQueryOptions = () => queryOptions({ queryKey: userRoleKeys.list(), queryFn: fetchUserRoles });

export function useUserRoles() {
  return useQuery(userRolesQueryOptions());
}
