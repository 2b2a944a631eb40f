import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { quoteRequestKeys } from './keys';

export type QuoteRequest = Tables<'quote_requests'>;

/** Spec §7: quote requests ordered by created_at descending. */
export async function fetchQuoteRequests(): Promise<QuoteRequest[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('quote_requests').select('*').order('created_at', { ascending: false })) ?? [];
}

export const quoteRequestsQueryOptions = () =>
  queryOptions({ queryKey: quoteRequestKeys.list(), queryFn: fetchQuoteRequests });

export function useQuoteRequests() {
  return useQuery(quoteRequestsQueryOptions());
}
