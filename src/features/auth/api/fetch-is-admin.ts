import { isSessionRejected } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase-lazy';

/** 'rejected': the API refused the token itself (expired, revoked, forged), so there is no session at all. */
export type AdminCheck = 'admin' | 'not-admin' | 'rejected';

/** Spec §7: user_roles where user_id = me and role = admin, at most one row. Any other failure means not admin. */
export async function fetchIsAdmin(userId: string): Promise<AdminCheck> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('user_roles')
    .select('*')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (!error) return data !== null ? 'admin' : 'not-admin';
  if (isSessionRejected(error)) {
    // A dead session, not a missing role: forget it so the user can sign in again.
    await supabase.auth.signOut({ scope: 'local' });
    return 'rejected';
  }
  console.error('Vérification du rôle administrateur impossible', error);
  return 'not-admin';
}
