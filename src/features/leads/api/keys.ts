import { queryRoots } from '@/lib/query-keys';
import type { LeadStatus } from '../status';

/** The status filter is applied in the query (`.eq('status', s)`), so it belongs to the key. */
export interface LeadFilters {
  status: LeadStatus | null;
}

export const leadKeys = {
  all: queryRoots.leads,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (filters: LeadFilters) => [...leadKeys.lists(), { status: filters.status }] as const,
  details: () => [...leadKeys.all, 'detail'] as const,
  detail: (id: string) => [...leadKeys.details(), id] as const,
  notes: (id: string) => [...leadKeys.detail(id), 'notes'] as const,
};

/** The marketing overview's figures: a lead write refreshes them too. */
export const MARKETING_KEY_PREFIX = queryRoots.marketing;
