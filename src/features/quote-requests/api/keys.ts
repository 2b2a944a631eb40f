import { queryRoots } from '@/lib/query-keys';
import type { QuoteStatus, RequestType } from '../status';

/** What the inbox asks the database for; it lives in the URL and in the query key. */
export interface RequestListFilters {
  type: RequestType | null;
  status: QuoteStatus | null;
  search: string;
  page: number;
}

export const quoteRequestKeys = {
  all: queryRoots.quoteRequests,
  lists: () => [...quoteRequestKeys.all, 'list'] as const,
  list: (filters: RequestListFilters) => [...quoteRequestKeys.lists(), filters] as const,
  details: () => [...quoteRequestKeys.all, 'detail'] as const,
  detail: (id: string) => [...quoteRequestKeys.details(), id] as const,
  notes: (id: string) => [...quoteRequestKeys.detail(id), 'notes'] as const,
  staff: () => queryRoots.staff,
};
