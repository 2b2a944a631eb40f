import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { offerKeys } from './keys';

export interface ClientOfferLine {
  product_name: string;
  product_brand: string | null;
  quantity: number;
  duration_months: number;
  list_monthly: number;
  monthly_rent: number;
  discount_percent: number;
  line_monthly_ht: number;
  line_total_ht: number;
}

/** What private.get_offer_for_client returns to the holder of a link. */
export interface ClientOffer {
  offer_id: string;
  reference: string;
  version: number;
  status: 'sent' | 'accepted' | 'declined' | 'expired' | 'superseded';
  client_company: string | null;
  client_first_name: string;
  client_last_name: string;
  client_address: { street?: string; city?: string; postal_code?: string; country?: string } | null;
  valid_until: string;
  payment_terms: string;
  note: string | null;
  installation: boolean;
  maintenance_level: 'standard' | 'premium';
  monthly_total_ht: number;
  vat_amount: number;
  monthly_total_ttc: number;
  commitment_total_ht: number;
  sent_at: string | null;
  accepted_at: string | null;
  accepted_name: string | null;
  accepted_position: string | null;
  declined_at: string | null;
  has_pdf: boolean;
  company: { name: string; address: string; siren: string; vat_number: string } | null;
  items: ClientOfferLine[];
}

export async function fetchClientOffer(token: string): Promise<ClientOffer | null> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('get_offer_for_client', { token })) as ClientOffer | null;
}

export function useClientOffer(token: string) {
  return useQuery(queryOptions({ queryKey: offerKeys.client(token), queryFn: () => fetchClientOffer(token) }));
}

export interface AcceptValues {
  signer_name: string;
  signer_position: string;
  agreed: boolean;
}

/** « Bon pour accord »: resolves to the number of the order the acceptance created. */
export function useAcceptOffer(token: string, offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AcceptValues) => {
      const supabase = await getSupabase();
      return unwrap(await supabase.rpc('accept_offer', { token, offer_id: offerId, ...values }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.client(token) }),
  });
}

export function useDeclineOffer(token: string, offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      const supabase = await getSupabase();
      unwrap(await supabase.rpc('decline_offer', { token, offer_id: offerId, reason: reason.trim() || undefined }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.client(token) }),
  });
}
