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
import {
  contractKeys,
  type ContractFilters,
  type ContractListQuery,
  type ContractSort,
  type ContractSortKey,
} from './keys';

export type Contract = Tables<'contracts'>;

/** What the list and the export show of a contract. */
export const CONTRACT_LIST_COLUMNS =
  'id, contract_number, customer_first_name, customer_last_name, customer_email, customer_company, service_level, duration_months, monthly_rent_ht, status, start_date, end_date, installation_planned_on, created_at';
export type ContractListRow = Pick<
  Contract,
  | 'id'
  | 'contract_number'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'customer_email'
  | 'customer_company'
  | 'service_level'
  | 'duration_months'
  | 'monthly_rent_ht'
  | 'status'
  | 'start_date'
  | 'end_date'
  | 'installation_planned_on'
  | 'created_at'
>;

export const CONTRACTS_PAGE_SIZE = LIST_PAGE_SIZE;

type SortedColumn =
  'created_at' | 'contract_number' | 'customer_last_name' | 'customer_company' | 'monthly_rent_ht' | 'end_date';

export const contractSortColumns: Record<ContractSortKey, SortColumn<SortedColumn>> = {
  date: { column: 'created_at', nullable: false },
  number: { column: 'contract_number', nullable: false },
  customer: { column: 'customer_last_name', nullable: false },
  company: { column: 'customer_company', nullable: true },
  rent: { column: 'monthly_rent_ht', nullable: false },
  end: { column: 'end_date', nullable: true },
};

export const contractKeysetOrder = (sort: ContractSort) => keysetOrderOf(contractSortColumns, sort);

/** The contracts matching the filters, searched and sorted by the database (the id breaks ties). */
export function selectContracts(
  client: SupabaseClient,
  filters: ContractFilters,
  sort: ContractSort,
  { count }: { count: boolean },
) {
  let query = client.from('contracts').select(CONTRACT_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  return searchAndSort(query, filters.search, contractSortColumns, sort);
}

export type ContractPage = ListPage<ContractListRow>;

export async function fetchContractsPage(client: SupabaseClient, query: ContractListQuery): Promise<ContractPage> {
  return fetchListPage((options) => selectContracts(client, query, query.sort, options), query.page);
}

export const contractsQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: async () => fetchContractsPage(await getSupabase(), query),
    placeholderData: keepPreviousData,
  });

export function useContracts(query: ContractListQuery) {
  return useQuery(contractsQueryOptions(query));
}
