import { useCallback } from 'react';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card } from '@/components/ui/card';
import type { ExportProgress } from '@/lib/paged-export';
import { isUuid } from '@/lib/uuid';
import { isRequestType, requestTypeLabels, requestTypes } from '@/domain/requests/request-types';
import { isQuoteStatus, quoteStatuses, quoteStatusLabels } from '@/domain/requests/status';
import { exportRequestsCsv, requestsCsvFileName } from '../api/export-quote-requests';
import { REQUESTS_PAGE_SIZE, useQuoteRequests } from '../api/fetch-quote-requests';
import { requestSorts } from '../api/keys';
import { QuoteRequestsTable } from './quote-requests-table';

/** The inbox's filters in the URL (`?type=&status=&owner=`); unknown values are dropped. */
function readRequestFilters(params: URLSearchParams) {
  const type = params.get('type');
  const status = params.get('status');
  const owner = params.get('owner') ?? undefined;
  return {
    type: isRequestType(type) ? type : null,
    status: isQuoteStatus(status) ? status : null,
    owner: isUuid(owner) ? owner : null,
  };
}

/** /admin/quotes: every public form's submissions, searched, filtered, sorted and paged by the database. */
export function QuoteRequestsList() {
  const {
    query,
    patch,
    result,
    total,
    search: searchBox,
    table,
    pager,
  } = useDataList({
    sort: requestSorts,
    readFilters: readRequestFilters,
    useRows: useQuoteRequests,
    pageSize: REQUESTS_PAGE_SIZE,
    failureTrace: 'Chargement des demandes de devis impossible',
  });
  const { isPending } = result;
  const { type, status, owner, search, sort } = query;
  const filtered = type !== null || status !== null || owner !== null || search.trim() !== '';
  const runExport = useCallback(
    (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) =>
      exportRequestsCsv({ type, status, owner, search }, sort, signal, onProgress),
    [type, status, owner, search, sort],
  );

  return (
    <>
      <AdminPageHeader
        title="Demandes de devis"
        description={
          isPending ? undefined : (
            <span aria-live="polite">
              {filtered ? `${total} demande(s) correspondante(s)` : `${total} demandes au total`}
              {owner ? ' · d’un même responsable' : ''}
            </span>
          )
        }
        actions={<CsvExportButton run={runExport} fileName={requestsCsvFileName} disabled={isPending || total === 0} />}
      />
      <div className="grid gap-4">
        <ListToolbar
          {...searchBox}
          searchPlaceholder="Rechercher par nom, e-mail, entreprise ou sujet..."
          searchLabel="Rechercher une demande"
        >
          <FilterSelect
            value={type}
            onChange={(next) => patch({ type: next })}
            options={requestTypes}
            optionLabels={requestTypeLabels}
            allLabel="Tous les types"
            label="Filtrer par type de demande"
            className="md:w-48"
          />
          <FilterSelect
            value={status}
            onChange={(next) => patch({ status: next })}
            options={quoteStatuses}
            optionLabels={quoteStatusLabels}
            allLabel="Tous les statuts"
            label="Filtrer par statut de demande"
            className="md:w-48"
          />
        </ListToolbar>
        <Card className="overflow-hidden">
          <QuoteRequestsTable {...table} />
        </Card>
        <Pager {...pager} />
      </div>
    </>
  );
}
