import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { QuoteRequest } from './fetch-quote-requests';
import { quoteRequestKeys } from './keys';

/** One request, or null when it does not exist (or was erased). */
export async function fetchQuoteRequest(id: string): Promise<QuoteRequest | null> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('quote_requests').select('*').eq('id', id).maybeSingle());
}

export function useQuoteRequest(id: string) {
  return useQuery(queryOptions({ queryKey: quoteRequestKeys.detail(id), queryFn: () => fetchQuoteRequest(id) }));
}
