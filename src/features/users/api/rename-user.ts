import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { userKeys } from './keys';

/**
 * Gives a staff member the name the back-office shows (public.staff_profiles, which only user
 * managers may write: what a user writes about themselves in their account is never shown).
 * The name of an account that has one is changed; otherwise its profile is created.
 */
export async function renameUser(userId: string, displayName: string): Promise<void> {
  const supabase = await getSupabase();
  const updated = unwrap(
    await supabase.from('staff_profiles').update({ display_name: displayName }).eq('user_id', userId).select('id'),
  );
  if ((updated ?? []).length > 0) return;
  unwrap(await supabase.from('staff_profiles').insert({ user_id: userId, display_name: displayName }));
}

export function useRenameUser(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, displayName }: { userId: string; displayName: string }) => renameUser(userId, displayName),
    onSuccess: () => {
      notifySuccess('Le nom a été mis à jour.');
      onSaved();
    },
    onError: (error) => notifyError(error, 'Le nom n’a pas pu être modifié.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
