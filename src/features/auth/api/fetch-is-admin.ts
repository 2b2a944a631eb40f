import { isSessionRejected } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase-lazy';

/** Spec §7: user_roles where user_id = me and role = admin, at most one row. A failure means not admin. */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('user_roles')
    .select('*')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) {
    console.error('Vérification du rôle administrateur impossible', error);
    // A token the API refuses is a dead session, not a missing role: sign out so the user can sign in again.
    if (isSessionRejected(error)) await supabase.auth.signOut({ scope: 'local' });
    return false;
  }
  return data !== null;
}
