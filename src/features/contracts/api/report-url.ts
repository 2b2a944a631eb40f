import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase-lazy';
import { contractKeys } from './keys';

/** How long the link to the signed report works; the query refreshes it before. */
const LINK_SECONDS = 10 * 60;

/** A short-lived link to the signed report in the private bucket (storage RLS: contract readers). */
export async function fetchReportUrl(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from('contract-documents').createSignedUrl(path, LINK_SECONDS);
  if (error || !data) throw error ?? new Error('Le procès-verbal n’est pas disponible.');
  return data.signedUrl;
}

export function useReportUrl(path: string | null) {
  return useQuery(
    queryOptions({
      queryKey: contractKeys.reportUrl(path ?? ''),
      queryFn: () => fetchReportUrl(path!),
      enabled: path !== null,
      staleTime: (LINK_SECONDS - 60) * 1000,
    }),
  );
}
