import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { LeadInsert } from '../schemas';
import type { Lead } from './fetch-leads';
import { leadKeys, MARKETING_KEY_PREFIX } from './keys';

/** Spec §7: insert a lead with email, first_name, last_name, company, phone, source, status, notes. */
export async function insertLead(lead: LeadInsert): Promise<Lead> {
  const supabase = await getSupabase();
  return unwrapOne(
    await supabase.from('leads').insert(lead).select(),
    'Le lead n’a pas été créé (droits insuffisants).',
  );
}

/** Creates a lead, reloads the lists (and the marketing figures), says so, then calls `onSuccess`. */
export function useCreateLead(onSuccess?: (lead: Lead) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertLead,
    onSuccess: async (lead) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: MARKETING_KEY_PREFIX }),
      ]);
      notifySuccess('Lead créé avec succès');
      onSuccess?.(lead);
    },
    onError: (error) => {
      console.error('Création du lead impossible', error);
      notifyError(error);
    },
  });
}
