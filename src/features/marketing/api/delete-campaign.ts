import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { marketingKeys } from './keys';

/** Deletes a campaign with its recipients (refused by the database while it is being sent). */
export async function deleteCampaign(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(
    await supabase.from('email_campaigns').delete().eq('id', id).select('id'),
    'La campagne n’a pas été supprimée (introuvable ou droits insuffisants).',
  );
}

export function useDeleteCampaign(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCampaign(id),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: marketingKeys.campaign(id) });
      await queryClient.invalidateQueries({ queryKey: marketingKeys.all });
      notifySuccess('La campagne a été supprimée.');
      onDeleted?.();
    },
    onError: (error) => notifyError(error, 'Impossible de supprimer la campagne.'),
  });
}
