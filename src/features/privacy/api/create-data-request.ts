import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { DataRequestValues } from '../schemas';
import { privacyKeys } from './keys';

/** Logs a request; the database sets its deadline (one month) and who logged it. */
export async function createDataRequest(values: DataRequestValues): Promise<string> {
  const supabase = await getSupabase();
  return unwrapOne(await supabase.from('data_requests').insert(values).select('id')).id;
}

export function useCreateDataRequest(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: privacyKeys.requests() });
      notifySuccess('Demande enregistrée : la réponse est due dans un mois.');
      onSuccess?.();
    },
    onError: (error) => notifyError(error, 'Impossible d’enregistrer la demande.'),
  });
}
