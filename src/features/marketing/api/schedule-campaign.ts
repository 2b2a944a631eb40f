import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapRow } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Campaign } from '../campaign-schema';
import { marketingKeys } from './keys';

/**
 * Sends now (no date) or at a date. The database refuses a date in the past, a campaign without
 * subject or content, and a segment nobody may receive, with a French message.
 */
export async function scheduleCampaign(id: string, sendAt: string | null): Promise<Campaign> {
  const supabase = await getSupabase();
  return unwrapRow(await supabase.rpc('schedule_campaign', { campaign_id: id, send_at: sendAt ?? undefined }));
}

export function useScheduleCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sendAt: string | null) => scheduleCampaign(id, sendAt),
    onSuccess: async (campaign, sendAt) => {
      queryClient.setQueryData(marketingKeys.campaign(id), campaign);
      await queryClient.invalidateQueries({ queryKey: marketingKeys.all });
      notifySuccess(sendAt ? 'Campagne programmée' : 'Envoi de la campagne lancé');
    },
    onError: (error) => notifyError(error, 'Impossible de programmer la campagne.'),
  });
}
