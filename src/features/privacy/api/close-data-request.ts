import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { privacyKeys } from './keys';

/** Marks an access or rectification request answered (the database stamps who and when). */
export async function closeDataRequest(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(
    await supabase.from('data_requests').update({ status: 'done' }).eq('id', id).eq('status', 'open').select('id'),
    'Cette demande est déjà traitée.',
  );
}

export function useCloseDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDataRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: privacyKeys.requests() });
      notifySuccess('Demande marquée comme traitée.');
    },
    onError: (error) => notifyError(error, 'Impossible de clore la demande.'),
  });
}
