import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne, type TablesUpdate } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { QuoteRequest } from './fetch-quote-requests';
import { quoteRequestKeys } from './keys';

/** What staff change on a request: its place in the workflow, its owner. */
export type RequestPatch = Pick<TablesUpdate<'quote_requests'>, 'status' | 'owner_id'>;

export async function updateQuoteRequest(id: string, patch: RequestPatch): Promise<QuoteRequest> {
  const supabase = await getSupabase();
  return unwrapOne(await supabase.from('quote_requests').update(patch).eq('id', id).select());
}

export function useUpdateQuoteRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patch }: { patch: RequestPatch; success: string }) => updateQuoteRequest(id, patch),
    onSuccess: async (request, { success }) => {
      queryClient.setQueryData(quoteRequestKeys.detail(id), request);
      await queryClient.invalidateQueries({ queryKey: quoteRequestKeys.lists() });
      notifySuccess(success);
    },
    // The database says why a move is refused (in French); show it.
    onError: (error) => notifyError(error, 'Impossible de mettre à jour la demande.'),
  });
}
