import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapRow } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Campaign } from '../campaign-schema';
import { marketingKeys } from './keys';

/** A scheduled campaign back to draft, before it starts. */
export async function unscheduleCampaign(id: string): Promise<Campaign> {
  const supabase = await getSupabase();
  return unwrapRow(await supabase.rpc('unschedule_campaign', { campaign_id: id }));
}

export function useUnscheduleCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unscheduleCampaign(id),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(marketingKeys.campaign(id), campaign);
      await queryClient.invalidateQueries({ queryKey: marketingKeys.all });
      notifySuccess('Campagne déprogrammée : elle redevient un brouillon.');
    },
    onError: (error) => notifyError(error, 'Impossible de déprogrammer la campagne.'),
  });
}
