import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { PricedProduct } from '../pricing';
import { offerKeys } from './keys';

export interface OfferCatalogueProduct extends PricedProduct {
  id: string;
  name: string;
  brand: string | null;
}

/** The active catalogue, by name: what an offer line may hold. */
export async function fetchOfferCatalogue(): Promise<OfferCatalogueProduct[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('products')
        .select(
          'id, name, brand, purchase_price, monthly_price_12, monthly_price_24, monthly_price_36, monthly_price_48',
        )
        .eq('active', true)
        .order('name'),
    ) ?? []
  );
}

export function useOfferCatalogue() {
  return useQuery(
    queryOptions({ queryKey: offerKeys.catalogue(), queryFn: fetchOfferCatalogue, staleTime: 5 * 60_000 }),
  );
}

export interface OfferRequestClient {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  siret: string | null;
  product_id: string | null;
}

/** The client of a visitor's request, to start an offer from it; null if it is gone. */
export async function fetchOfferRequestClient(requestId: string): Promise<OfferRequestClient | null> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('quote_requests')
      .select('id, first_name, last_name, email, phone, company, siret, product_id')
      .eq('id', requestId)
      .maybeSingle(),
  );
}

export function useOfferRequestClient(requestId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: offerKeys.fromRequest(requestId ?? ''),
      queryFn: () => fetchOfferRequestClient(requestId as string),
      enabled: requestId !== null,
    }),
  );
}
