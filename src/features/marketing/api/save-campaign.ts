import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Campaign, CampaignWrite } from '../campaign-schema';
import { marketingKeys } from './keys';

/** Inserts a campaign (a draft), or updates one by id; returns the stored row. */
export async function saveCampaign(id: string | undefined, row: CampaignWrite): Promise<Campaign> {
  const supabase = await getSupabase();
  return unwrapOne(
    id
      ? await supabase.from('email_campaigns').update(row).eq('id', id).select()
      : await supabase.from('email_campaigns').insert(row).select(),
    'La campagne n’a pas été enregistrée (introuvable ou droits insuffisants).',
  );
}

/** Create (no id) or update (id); `message` says which in the toast (duplicate uses it too). */
export function useSaveCampaign(id: string | undefined, message: string, onSuccess?: (campaign: Campaign) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: CampaignWrite) => saveCampaign(id, row),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(marketingKeys.campaign(campaign.id), campaign);
      await queryClient.invalidateQueries({ queryKey: marketingKeys.all });
      notifySuccess(message);
      onSuccess?.(campaign);
    },
    onError: (error) => notifyError(error, 'Impossible d’enregistrer la campagne.'),
  });
}
