import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { quoteRequestKeys } from './keys';

/** Erases a request with its notes and queued e-mails (the visitor's right to erasure). */
export async function deleteQuoteRequest(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(await supabase.from('quote_requests').delete().eq('id', id).select('id'));
}

export function useDeleteQuoteRequest(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteQuoteRequest(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: quoteRequestKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: quoteRequestKeys.lists() });
      notifySuccess('La demande a été supprimée.');
      onDeleted();
    },
    onError: (error) => notifyError(error, 'Impossible de supprimer la demande.'),
  });
}
