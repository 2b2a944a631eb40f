import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRow } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Campaign } from '../campaign-schema';
import { marketingKeys } from './keys';

export async function fetchCampaign(id: string): Promise<Campaign> {
  const supabase = await getSupabase();
  return unwrapRow(await supabase.from('email_campaigns').select('*').eq('id', id).single());
}

/** One campaign; while it is being sent its counts move, so it refreshes every few seconds. */
export function useCampaign(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: marketingKeys.campaign(id ?? ''),
      queryFn: () => fetchCampaign(id as string),
      enabled: Boolean(id),
      refetchInterval: (query) => (['scheduled', 'sending'].includes(query.state.data?.status ?? '') ? 5000 : false),
    }),
  );
}
