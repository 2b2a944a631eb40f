import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { publicationKeys } from './keys';

export type SitePublication = Pick<
  Tables<'site_publications'>,
  'id' | 'requested_at' | 'requested_by_email' | 'status' | 'finished_at' | 'pages' | 'message'
>;

/** The last « Publier » of the public site, or null when it was never published from the back-office. */
export async function fetchLatestPublication(): Promise<SitePublication | null> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('site_publications')
      .select('id, requested_at, requested_by_email, status, finished_at, pages, message')
      .order('requested_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
}

export function useLatestPublication(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: publicationKeys.latest(), queryFn: fetchLatestPublication, enabled }));
}
