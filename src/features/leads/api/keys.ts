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

/**
 * The marketing overview's key prefix (src/features/marketing/api/keys.ts: `marketingKeys.all`),
 * repeated as a literal so that a lead write also refreshes its figures without importing that feature.
 */
export const MARKETING_KEY_PREFIX = ['marketing'] as const;
