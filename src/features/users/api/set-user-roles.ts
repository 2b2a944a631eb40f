import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Role } from '@/domain/team/roles';
import { userKeys } from './keys';

/**
 * Grants and revokes roles so the user holds exactly `next`. Straight through the REST API: RLS lets
 * administrators only, and the database refuses to remove the last active administrator's role.
 * Grants go first, so a failure never leaves someone with fewer rights than either state.
 */
export async function setUserRoles(userId: string, current: readonly string[], next: readonly Role[]): Promise<void> {
  const supabase = await getSupabase();
  const granted = next.filter((role) => !current.includes(role));
  const revoked = current.filter((role) => !(next as readonly string[]).includes(role));
  if (granted.length > 0) {
    unwrap(await supabase.from('user_roles').insert(granted.map((role) => ({ user_id: userId, role }))));
  }
  if (revoked.length > 0) {
    unwrap(await supabase.from('user_roles').delete().eq('user_id', userId).in('role', revoked));
  }
}

export function useSetUserRoles(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, current, next }: { userId: string; current: readonly string[]; next: Role[] }) =>
      setUserRoles(userId, current, next),
    onSuccess: () => {
      notifySuccess('Les rôles ont été mis à jour.');
      onSaved();
    },
    onError: (error) => notifyError(error, 'Les rôles n’ont pas pu être modifiés.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
