import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { leadKeys, MARKETING_KEY_PREFIX } from './keys';

/** Deletes a lead with its notes; the request it came from stays (its link is cleared by the database). */
export async function deleteLead(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(
    await supabase.from('leads').delete().eq('id', id).select('id'),
    'Le lead n’a pas été supprimé (introuvable ou droits insuffisants).',
  );
}

export function useDeleteLead(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLead(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: leadKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: MARKETING_KEY_PREFIX }),
      ]);
      notifySuccess('Le lead a été supprimé.');
      onDeleted();
    },
    onError: (error) => notifyError(error, 'Impossible de supprimer le lead.'),
  });
}
