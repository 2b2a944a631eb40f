import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { lineMonthlyRent, type OrderLineValues } from '../order-form-schema';
import type { CatalogueProduct } from './fetch-order-catalogue';
import { orderKeys } from './keys';

export interface RequestCustomer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  /** The product the visitor asked about (from its page), if any and if it still exists. */
  product: CatalogueProduct | null;
}

/** The customer of a visitor's request, to start an order from it; null if it is gone. */
export async function fetchRequestCustomer(requestId: string): Promise<RequestCustomer | null> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('quote_requests')
      .select(
        'id, first_name, last_name, email, phone, company, ' +
          'product:products(id, name, brand, purchase_price, monthly_price_12, monthly_price_24, monthly_price_36, monthly_price_48)',
      )
      .eq('id', requestId)
      .maybeSingle<RequestCustomer>(),
  );
}

/** The duration an order line from a request starts with, as the catalogue's cards quote it. */
const REQUEST_LINE_MONTHS = 36;

/**
 * The first line of an order started from a request about one product: that product, one unit,
 * 36 months, its rent by the order form's rule. Null when the request names no product.
 */
export function requestOrderLine(customer: RequestCustomer | null): OrderLineValues | null {
  const product = customer?.product;
  if (!product) return null;
  return {
    product_id: product.id,
    product_name: product.name,
    product_brand: product.brand,
    quantity: 1,
    duration_months: REQUEST_LINE_MONTHS,
    monthly_payment: lineMonthlyRent(product, REQUEST_LINE_MONTHS),
  };
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
