import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Campaign } from '../campaign-schema';
import { marketingKeys } from './keys';

/**
 * Puts a campaign in the archives, or takes it out. A campaign that has been sent is the record
 * of what went out: the database refuses to delete it, it is archived instead.
 */
export async function setCampaignArchived(id: string, archived: boolean): Promise<Campaign> {
  const supabase = await getSupabase();
  return unwrapOne(
    await supabase.from('email_campaigns').update({ archived }).eq('id', id).select(),
    'La campagne n’a pas été modifiée (introuvable ou droits insuffisants).',
  );
}

export function useArchiveCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => setCampaignArchived(id, archived),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(marketingKeys.campaign(id), campaign);
      await queryClient.invalidateQueries({ queryKey: marketingKeys.campaigns() });
      notifySuccess(campaign.archived ? 'Campagne archivée' : 'Campagne sortie des archives');
    },
    onError: (error) => notifyError(error, 'Impossible de modifier la campagne.'),
  });
}
