import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { userKeys } from './keys';

type UserRow = Database['public']['Functions']['list_users']['Returns'][number];
/** The generator cannot tell a function's nullable columns: these three are null when unknown. */
export type StaffUser = Omit<UserRow, 'full_name' | 'last_sign_in_at' | 'invited_at'> & {
  full_name: string | null;
  last_sign_in_at: string | null;
  invited_at: string | null;
};

/** Every account with its roles and state (public.list_users answers administrators only). */
export async function fetchUsers(): Promise<StaffUser[]> {
  const supabase = await getSupabase();
  return (unwrap(await supabase.rpc('list_users')) as StaffUser[] | null) ?? [];
}

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: fetchUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
