import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Lead } from './fetch-leads';
import { leadKeys, MARKETING_KEY_PREFIX } from './keys';

/**
 * Withdraws a lead's campaign consent: staff may take it away (the database dates it and keeps
 * its evidence), never give it — only the person does, on a public form.
 */
export async function withdrawConsent(id: string): Promise<Lead> {
  const supabase = await getSupabase();
  return unwrapOne(
    await supabase.from('leads').update({ marketing_consent: false }).eq('id', id).select(),
    'L’accord n’a pas été retiré (lead introuvable ou droits insuffisants).',
  );
}

export function useWithdrawConsent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawConsent(id),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: MARKETING_KEY_PREFIX }),
      ]);
      notifySuccess('Accord retiré : ce contact ne recevra plus nos campagnes.');
    },
    onError: (error) => notifyError(error, 'Impossible de retirer l’accord.'),
  });
}
