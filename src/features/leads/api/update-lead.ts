import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { LeadUpdate } from '../schemas';
import type { Lead } from './fetch-leads';
import { leadKeys, MARKETING_KEY_PREFIX } from './keys';

export async function updateLead(id: string, patch: LeadUpdate): Promise<Lead> {
  const supabase = await getSupabase();
  return unwrapOne(
    await supabase.from('leads').update(patch).eq('id', id).select(),
    'Le lead n’a pas été modifié (introuvable ou droits insuffisants).',
  );
}

/** Saves the edit form; the returned row replaces the cached one, and the lists and figures reload. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeadUpdate) => updateLead(id, patch),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: MARKETING_KEY_PREFIX }),
      ]);
      notifySuccess('Lead enregistré');
    },
    onError: (error) => notifyError(error, 'Impossible d’enregistrer le lead.'),
  });
}
