import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderKeys } from './keys';

export interface RequestCustomer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
}

/** The customer of a visitor's request, to start an order from it; null if it is gone. */
export async function fetchRequestCustomer(requestId: string): Promise<RequestCustomer | null> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('quote_requests')
      .select('id, first_name, last_name, email, phone, company')
      .eq('id', requestId)
      .maybeSingle(),
  );
}

export function useRequestCustomer(requestId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.fromRequest(requestId ?? ''),
      queryFn: () => fetchRequestCustomer(requestId as string),
      enabled: requestId !== null,
    }),
  );
}
