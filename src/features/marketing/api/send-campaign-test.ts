import { useMutation } from '@tanstack/react-query';
import { unwrapRow } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';

/** « Envoyer un test »: queued to the signed-in user's own address, which the database returns. */
export async function sendCampaignTest(id: string): Promise<string> {
  const supabase = await getSupabase();
  return unwrapRow(await supabase.rpc('send_campaign_test', { campaign_id: id }));
}

export function useSendCampaignTest(id: string) {
  return useMutation({
    mutationFn: () => sendCampaignTest(id),
    onSuccess: (address) => notifySuccess(`E-mail de test envoyé à ${address}.`),
    onError: (error) => notifyError(error, 'Impossible d’envoyer le test.'),
  });
}
