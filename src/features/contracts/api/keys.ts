import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { ContractStatus } from '@/domain/contracts/status';

const contractSortKeys = ['date', 'number', 'customer', 'company', 'rent', 'end'] as const;
export type ContractSortKey = (typeof contractSortKeys)[number];
export type ContractSort = ListSort<ContractSortKey>;
/** The columns the contracts list sorts by (`?sort=`), the newest first by default. */
export const contractSorts: ListSortConfig<ContractSortKey> = {
  keys: contractSortKeys,
  fallback: { key: 'date', desc: true },
  descFirst: new Set(['date', 'rent']),
};

/** Which contracts: the filters and the search (the rows a page or an export is cut from). */
export interface ContractFilters {
  status: ContractStatus | null;
  search: string;
}

export type ContractListQuery = ContractFilters & ListView<ContractSortKey>;

export const contractKeys = {
  all: queryRoots.contracts,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: ContractListQuery) => [...contractKeys.lists(), query] as const,
  details: () => [...contractKeys.all, 'detail'] as const,
  detail: (id: string) => [...contractKeys.details(), id] as const,
};
