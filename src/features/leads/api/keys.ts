import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { LeadStatus } from '@/domain/leads/status';

const leadSortKeys = ['date', 'contact', 'company', 'score', 'next_action'] as const;
export type LeadSortKey = (typeof leadSortKeys)[number];
export type LeadSort = ListSort<LeadSortKey>;
/** The columns the leads list sorts by (`?sort=`), the newest first by default; scores and dates first sort descending. */
export const leadSorts: ListSortConfig<LeadSortKey> = {
  keys: leadSortKeys,
  fallback: { key: 'date', desc: true },
  descFirst: new Set(['date', 'score']),
};

/** Which leads: the status filter and the search (the rows a page or an export is cut from). */
export interface LeadFilters {
  status: LeadStatus | null;
  search: string;
}

/** What the list asks the database for; it lives in the URL and in the query key. */
export type LeadListQuery = LeadFilters & ListView<LeadSortKey>;

export const leadKeys = {
  all: queryRoots.leads,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (query: LeadListQuery) => [...leadKeys.lists(), query] as const,
  details: () => [...leadKeys.all, 'detail'] as const,
  detail: (id: string) => [...leadKeys.details(), id] as const,
  notes: (id: string) => [...leadKeys.detail(id), 'notes'] as const,
};

/** The marketing overview's figures: a lead write refreshes them too. */
export const MARKETING_KEY_PREFIX = queryRoots.marketing;
