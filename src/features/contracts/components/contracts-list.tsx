import { useCallback } from 'react';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { ExportProgress } from '@/lib/paged-export';
import { contractsCsvFileName, exportContractsCsv } from '../api/export-contracts';
import { CONTRACTS_PAGE_SIZE, useContracts } from '../api/fetch-contracts';
import { contractSorts } from '../api/keys';
import {
  contractStatuses,
  contractStatusLabels,
  isContractStatus,
  type ContractStatus,
} from '@/domain/contracts/status';
import { ContractsTable } from './contracts-table';

const contractCount = (count: number) => `(${formatNumber(count)}) contrat(s)`;

/** The contracts' filter in the URL (`?status=`); an unknown value is dropped. */
function readContractFilters(params: URLSearchParams) {
  const status = params.get('status');
  return { status: isContractStatus(status) ? status : null };
}

/**
 * /admin/contracts: searched, filtered, sorted and paged by the database; the view lives in the
 * URL. Contracts are made by the database when an order is confirmed: there is no « create ».
 */
export function ContractsList() {
  const { query, patch, result, total, search, table, pager } = useDataList({
    sort: contractSorts,
    readFilters: readContractFilters,
    useRows: useContracts,
    pageSize: CONTRACTS_PAGE_SIZE,
    failureTrace: 'Chargement des contrats impossible',
  });
  const { isPending } = result;
  const { status, search: committedSearch, sort: querySort } = query;
  const runExport = useCallback(
    (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) =>
      exportContractsCsv({ status, search: committedSearch }, querySort, signal, onProgress),
    [status, committedSearch, querySort],
  );
  return (
    <>
      <AdminPageHeader
        title="Contrats"
        description={isPending ? undefined : <span aria-live="polite">{contractCount(total)}</span>}
        actions={
          <CsvExportButton run={runExport} fileName={contractsCsvFileName} disabled={isPending || total === 0} />
        }
      />
      <div className="grid gap-4">
        <ListToolbar
          {...search}
          searchPlaceholder="Rechercher par numéro, e-mail, nom ou société..."
          searchLabel="Rechercher un contrat"
        >
          <FilterSelect
            value={query.status}
            onChange={(next: ContractStatus | null) => patch({ status: next })}
            options={contractStatuses}
            optionLabels={contractStatusLabels}
            allLabel="Tous les statuts"
            label="Filtrer par statut de contrat"
            className="md:w-60"
          />
        </ListToolbar>
        <Card className="overflow-hidden">
          <ContractsTable {...table} />
        </Card>
        <Pager {...pager} />
      </div>
    </>
  );
}
