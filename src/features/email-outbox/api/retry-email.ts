import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoRowError, unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { outboxKeys } from './keys';

/** Puts a waiting or failed e-mail back in the queue, due now. */
export async function retryEmail(id: string): Promise<void> {
  const supabase = await getSupabase();
  const row = unwrap(await supabase.rpc('retry_email', { email_id: id }));
  if (!row || !row.id) throw new NoRowError('Cet e-mail ne peut plus être renvoyé (déjà envoyé ou introuvable).');
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: outboxKeys.lists() });
      notifySuccess('L’e-mail est de nouveau dans la file d’envoi.');
    },
    onError: (error) => notifyError(error, 'Impossible de renvoyer l’e-mail.'),
  });
}
