import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { LeadStatus } from '@/domain/leads/status';
import type { Lead, LeadsListData } from './fetch-leads';
import { leadKeys, MARKETING_KEY_PREFIX } from './keys';

/** Spec §7: update a lead by id with its status and last_contact_date (now, ISO). */
export async function updateLeadStatus(id: string, status: LeadStatus, now: Date = new Date()): Promise<Lead> {
  const supabase = await getSupabase();
  return unwrapOne(
    await supabase.from('leads').update({ status, last_contact_date: now.toISOString() }).eq('id', id).select(),
    'Le lead n’a pas été modifié (introuvable ou droits insuffisants).',
  );
}

/** The inline status selector of one row: reloads the lists, says 'Statut mis à jour', or the server's error. */
export function useUpdateLeadStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: LeadStatus) => updateLeadStatus(id, status),
    onSuccess: async (lead) => {
      // The returned row is the truth: show it at once in every cached list, then reload them.
      queryClient.setQueriesData<LeadsListData>({ queryKey: leadKeys.lists() }, (list) =>
        list ? { ...list, rows: list.rows.map((row) => (row.id === lead.id ? lead : row)) } : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: MARKETING_KEY_PREFIX }),
      ]);
      notifySuccess('Statut mis à jour');
    },
    onError: (error) => {
      console.error('Mise à jour du statut du lead impossible', error);
      notifyError(error);
    },
  });
}
