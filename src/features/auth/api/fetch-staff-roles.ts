import { staffRoles, type StaffRole } from '@/config/staff-roles';
import { isSessionRejected } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase-lazy';

/** 'rejected': the API refused the token itself (expired, revoked, forged), so there is no session at all. */
export type RolesCheck = StaffRole[] | 'rejected';

/**
 * The signed-in user's staff roles (user_roles where user_id = me; RLS shows everyone their own rows).
 * Any other failure means no role: the back-office stays closed rather than guessing.
 */
export async function fetchStaffRoles(userId: string): Promise<RolesCheck> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId);
  if (!error) return data.map((row) => row.role).filter((role): role is StaffRole => staffRoles.includes(role as StaffRole));
  if (isSessionRejected(error)) {
    // A dead session, not a missing role: forget it so the user can sign in again.
    await supabase.auth.signOut({ scope: 'local' });
    return 'rejected';
  }
  console.error('Lecture des rôles impossible', error);
  return [];
}
