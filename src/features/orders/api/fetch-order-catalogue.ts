import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderKeys } from './keys';

/** What an order line needs from a product: its names and what prices its rent. */
export interface CatalogueProduct {
  id: string;
  name: string;
  brand: string | null;
  purchase_price: number | null;
  monthly_price_12: number | null;
  monthly_price_24: number | null;
  monthly_price_36: number | null;
  monthly_price_48: number | null;
}

/** The active catalogue, by name, for the order lines. */
export async function fetchOrderCatalogue(): Promise<CatalogueProduct[]> {
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

export function useOrderCatalogue() {
  return useQuery(
    queryOptions({ queryKey: orderKeys.catalogue(), queryFn: fetchOrderCatalogue, staleTime: 5 * 60_000 }),
  );
}
