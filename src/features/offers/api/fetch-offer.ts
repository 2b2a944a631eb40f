import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { offerKeys } from './keys';

export type OfferItem = Tables<'offer_items'>;
export type OfferVersion = Pick<Tables<'offers'>, 'id' | 'reference' | 'version' | 'status' | 'created_at'>;
export type OfferEmail = Pick<
  Tables<'email_outbox'>,
  'id' | 'template' | 'recipient' | 'status' | 'created_at' | 'sent_at'
>;
export type OfferOrder = Pick<Tables<'orders'>, 'id' | 'order_number' | 'status'>;

export interface OfferDetail {
  offer: Tables<'offers'>;
  items: OfferItem[];
  /** Every version of the same number, the first first. */
  versions: OfferVersion[];
  /** The e-mails this offer queued (outbox readers only; empty otherwise). */
  emails: OfferEmail[];
  /** The order made from it, once accepted (order readers only). */
  order: OfferOrder | null;
}

/** One offer by id with its lines, its versions, its e-mails and its order. */
export async function fetchOffer(id: string): Promise<OfferDetail> {
  const supabase = await getSupabase();
  const offer = unwrap(await supabase.from('offers').select('*').eq('id', id).single());
  if (!offer) throw new Error('Devis introuvable');
  const [items, versions, emails, orders] = await Promise.all([
    supabase.from('offer_items').select('*').eq('offer_id', id).order('position').order('created_at'),
    supabase
      .from('offers')
      .select('id, reference, version, status, created_at')
      .eq('offer_number', offer.offer_number)
      .order('version'),
    supabase
      .from('email_outbox')
      .select('id, template, recipient, status, created_at, sent_at')
      .eq('offer_id', id)
      .order('created_at'),
    supabase.from('orders').select('id, order_number, status').eq('offer_id', id),
  ]);
  return {
    offer,
    items: unwrap(items) ?? [],
    versions: unwrap(versions) ?? [],
    // A role without outbox or orders rights reads none: not an error.
    emails: emails.error ? [] : (emails.data ?? []),
    order: orders.error ? null : (orders.data?.[0] ?? null),
  };
}

export const offerQueryOptions = (id: string) =>
  queryOptions({ queryKey: offerKeys.detail(id), queryFn: () => fetchOffer(id) });

export function useOffer(id: string) {
  return useQuery(offerQueryOptions(id));
}
