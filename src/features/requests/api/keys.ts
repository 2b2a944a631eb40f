import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { RequestType } from '@/domain/requests/request-types';
import type { QuoteStatus } from '@/domain/requests/status';

const requestSortKeys = ['date', 'customer', 'company', 'subject'] as const;
export type RequestSortKey = (typeof requestSortKeys)[number];
export type RequestSort = ListSort<RequestSortKey>;
/** The columns the inbox sorts by (`?sort=`), the newest first by default. */
export const requestSorts: ListSortConfig<RequestSortKey> = {
  keys: requestSortKeys,
  fallback: { key: 'date', desc: true },
  descFirst: new Set(['date']),
};

/** Which requests: the filters and the search (the rows a page or an export is cut from). */
export interface RequestFilters {
  type: RequestType | null;
  status: QuoteStatus | null;
  /** Only the requests this staff member owns (`?owner=`, the dashboard's « assignées » link). */
  owner?: string | null;
  search: string;
}

/** What the inbox asks the database for; it lives in the URL and in the query key. */
export type RequestListQuery = RequestFilters & ListView<RequestSortKey>;

export const quoteRequestKeys = {
  all: queryRoots.quoteRequests,
  lists: () => [...quoteRequestKeys.all, 'list'] as const,
  list: (query: RequestListQuery) => [...quoteRequestKeys.lists(), query] as const,
  details: () => [...quoteRequestKeys.all, 'detail'] as const,
  detail: (id: string) => [...quoteRequestKeys.details(), id] as const,
  notes: (id: string) => [...quoteRequestKeys.detail(id), 'notes'] as const,
  staff: () => queryRoots.staff,
};
