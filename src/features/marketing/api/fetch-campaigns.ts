import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { marketingKeys } from './keys';

export type Campaign = Tables<'email_campaigns'>;

/** The campaigns, the next to go out first, then the most recent. */
export async function fetchCampaigns(): Promise<Campaign[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('email_campaigns')
        .select('*')
        .order('scheduled_at', { ascending: true, nullsFirst: false })
        .order('created_at', { ascending: false })
        .limit(500),
    ) ?? []
  );
}

export function useCampaigns() {
  return useQuery(queryOptions({ queryKey: marketingKeys.campaigns(), queryFn: fetchCampaigns }));
}
