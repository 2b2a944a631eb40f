import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/db';
import {
  fetchListPage,
  keysetOrderOf,
  LIST_PAGE_SIZE,
  searchAndSort,
  type ListPage,
  type SortColumn,
} from '@/lib/list-query';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { offerKeys, type OfferFilters, type OfferListQuery, type OfferSort, type OfferSortKey } from './keys';

export type Offer = Tables<'offers'>;

export const OFFER_LIST_COLUMNS =
  'id, reference, offer_number, version, client_first_name, client_last_name, client_email, client_company, monthly_total_ht, commitment_total_ht, status, valid_until, created_at';
export type OfferListRow = Pick<
  Offer,
  | 'id'
  | 'reference'
  | 'offer_number'
  | 'version'
  | 'client_first_name'
  | 'client_last_name'
  | 'client_email'
  | 'client_company'
  | 'monthly_total_ht'
  | 'commitment_total_ht'
  | 'status'
  | 'valid_until'
  | 'created_at'
>;

export const OFFERS_PAGE_SIZE = LIST_PAGE_SIZE;

/** The last day of « expiring within 7 days », in Paris. */
export function expiringLimit(now = new Date()): string {
  return new Date(now.getTime() + 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

type SortedColumn =
  'created_at' | 'offer_number' | 'client_last_name' | 'client_company' | 'commitment_total_ht' | 'valid_until';

export const offerSortColumns: Record<OfferSortKey, SortColumn<SortedColumn>> = {
  date: { column: 'created_at', nullable: false },
  number: { column: 'offer_number', nullable: false },
  client: { column: 'client_last_name', nullable: false },
  company: { column: 'client_company', nullable: true },
  amount: { column: 'commitment_total_ht', nullable: false },
  validity: { column: 'valid_until', nullable: false },
};

export const offerKeysetOrder = (sort: OfferSort) => keysetOrderOf(offerSortColumns, sort);

/** The offers matching the filters, sorted by the database (the id breaks ties). */
export function selectOffers(
  client: SupabaseClient,
  filters: OfferFilters,
  sort: OfferSort,
  { count }: { count: boolean },
) {
  let query = client.from('offers').select(OFFER_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.expiring) query = query.eq('status', 'sent').lte('valid_until', expiringLimit());
  return searchAndSort(query, filters.search, offerSortColumns, sort);
}

export type OfferPage = ListPage<OfferListRow>;

export async function fetchOffersPage(client: SupabaseClient, query: OfferListQuery): Promise<OfferPage> {
  return fetchListPage((options) => selectOffers(client, query, query.sort, options), query.page);
}

export const offersQueryOptions = (query: OfferListQuery) =>
  queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: async () => fetchOffersPage(await getSupabase(), query),
    placeholderData: keepPreviousData,
  });

export function useOffers(query: OfferListQuery) {
  return useQuery(offersQueryOptions(query));
}
