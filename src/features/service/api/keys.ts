import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { IncidentStatus, IncidentType } from '@/domain/service/status';

const incidentSortKeys = ['reported', 'deadline', 'number'] as const;
export type IncidentSortKey = (typeof incidentSortKeys)[number];
export type IncidentSort = ListSort<IncidentSortKey>;
/** The columns the incidents list sorts by (`?sort=`), the newest report first by default. */
export const incidentSorts: ListSortConfig<IncidentSortKey> = {
  keys: incidentSortKeys,
  fallback: { key: 'reported', desc: true },
  descFirst: new Set(['reported']),
};

export interface IncidentFilters {
  status: IncidentStatus | null;
  type: IncidentType | null;
  /** Only incidents past their deadline (`?late=1`). */
  late: boolean;
  search: string;
}

export type IncidentListQuery = IncidentFilters & ListView<IncidentSortKey>;

export const incidentKeys = {
  all: queryRoots.incidents,
  lists: () => [...incidentKeys.all, 'list'] as const,
  list: (query: IncidentListQuery) => [...incidentKeys.lists(), query] as const,
  details: () => [...incidentKeys.all, 'detail'] as const,
  detail: (id: string) => [...incidentKeys.details(), id] as const,
  notes: (id: string) => [...incidentKeys.detail(id), 'notes'] as const,
  photos: (id: string) => [...incidentKeys.detail(id), 'photos'] as const,
  mine: (userId: string) => [...incidentKeys.all, 'mine', userId] as const,
  contractChoices: (search: string) => [...incidentKeys.all, 'contract-choices', search] as const,
  contract: (id: string) => [...incidentKeys.all, 'contract', id] as const,
};
