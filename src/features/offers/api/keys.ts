import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { OfferStatus } from '@/domain/offers/status';

const offerSortKeys = ['date', 'number', 'client', 'company', 'amount', 'validity'] as const;
export type OfferSortKey = (typeof offerSortKeys)[number];
export type OfferSort = ListSort<OfferSortKey>;
/** The columns the offers list sorts by (`?sort=`), the newest first by default. */
export const offerSorts: ListSortConfig<OfferSortKey> = {
  keys: offerSortKeys,
  fallback: { key: 'date', desc: true },
  descFirst: new Set(['date', 'amount']),
};

export interface OfferFilters {
  status: OfferStatus | null;
  /** Only sent offers whose validity ends within 7 days (`?expiring=1`, the dashboard's link). */
  expiring?: boolean;
  search: string;
}

export type OfferListQuery = OfferFilters & ListView<OfferSortKey>;

export const offerKeys = {
  all: queryRoots.offers,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (query: OfferListQuery) => [...offerKeys.lists(), query] as const,
  details: () => [...offerKeys.all, 'detail'] as const,
  detail: (id: string) => [...offerKeys.details(), id] as const,
  catalogue: () => [...offerKeys.all, 'catalogue'] as const,
  fromRequest: (requestId: string) => [...offerKeys.all, 'from-request', requestId] as const,
  client: (token: string) => [...offerKeys.all, 'client', token] as const,
};
