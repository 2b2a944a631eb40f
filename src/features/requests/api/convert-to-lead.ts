import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoRowError, unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase-lazy';
import { quoteRequestKeys } from './keys';

/** Creates the lead from the request in the database, which links both and refuses a second time. */
export async function convertToLead(requestId: string): Promise<string> {
  const supabase = await getSupabase();
  const leadId = unwrap(await supabase.rpc('convert_request_to_lead', { request_id: requestId }));
  if (!leadId) throw new NoRowError('Cette demande est introuvable.');
  return leadId;
}

export function useConvertToLead(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => convertToLead(requestId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteRequestKeys.detail(requestId) }),
        queryClient.invalidateQueries({ queryKey: quoteRequestKeys.lists() }),
        // The leads screens reload with the new lead.
        queryClient.invalidateQueries({ queryKey: queryRoots.leads }),
      ]);
      notifySuccess('La demande a été convertie en lead.');
    },
    onError: (error) => notifyError(error, 'Impossible de convertir la demande en lead.'),
  });
}
