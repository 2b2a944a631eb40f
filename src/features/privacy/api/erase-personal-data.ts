import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase-lazy';
import type { ErasureReport } from './erasure-plan';
import { privacyKeys } from './keys';

/** Erases or anonymises what the law allows for an erasure request, and closes it. */
export async function erasePersonalData(requestId: string): Promise<ErasureReport> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('erase_personal_data', { p_request_id: requestId })) as unknown as ErasureReport;
}

export function useErasePersonalData(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePersonalData,
    onSuccess: async (_report, requestId) => {
      onSuccess?.();
      // The plan of a closed request is gone for good (asking again is refused).
      queryClient.removeQueries({ queryKey: privacyKeys.plan(requestId) });
      // What an erasure touches: the request, what is found, requests, leads (and campaign
      // sends), offers, e-mails, the trail.
      const touched = [
        privacyKeys.requests(),
        privacyKeys.founds(),
        queryRoots.quoteRequests,
        queryRoots.leads,
        queryRoots.marketing,
        queryRoots.offers,
        queryRoots.emailOutbox,
        queryRoots.audit,
      ];
      await Promise.all(touched.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notifySuccess('Données effacées : la demande est traitée.');
    },
    onError: (error) => notifyError(error, 'Impossible d’effacer les données.'),
  });
}
