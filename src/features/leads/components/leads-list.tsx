import { useCallback } from 'react';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card } from '@/components/ui/card';
import { useCan } from '@/lib/use-can';
import { formatNumber } from '@/lib/format';
import type { ExportProgress } from '@/lib/paged-export';
import { isLeadStatus, type LeadStatus } from '@/domain/leads/status';
import { exportLeadsCsv, leadsCsvFileName } from '../api/export-leads';
import { LEADS_PAGE_SIZE, useLeads } from '../api/fetch-leads';
import { leadSorts } from '../api/keys';
import { LeadCreateButton } from './lead-create-button';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';

/** `/admin/marketing/leads?filter=won` opens with the won filter (the marketing insights link there). */
const FILTER_PARAM = 'filter';

function leadCount(count: number) {
  return `${formatNumber(count)} ${count > 1 ? 'leads' : 'lead'}`;
}

/** The leads' filter in the URL (`?filter=`); an unknown status is dropped. */
function readLeadFilters(params: URLSearchParams) {
  const status = params.get(FILTER_PARAM);
  return { status: isLeadStatus(status) ? status : null };
}

/** /admin/marketing/leads: searched, filtered, sorted and paged by the database; the view lives in the URL. */
export function LeadsList() {
  const canWrite = useCan('leads', 'write');
  const { query, patch, result, total, search, table, pager } = useDataList({
    sort: leadSorts,
    readFilters: readLeadFilters,
    useRows: useLeads,
    pageSize: LEADS_PAGE_SIZE,
    failureTrace: 'Chargement des leads impossible',
  });
  const { isPending } = result;
  const { status, search: committedSearch, sort: querySort } = query;
  const runExport = useCallback(
    (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) =>
      exportLeadsCsv({ status, search: committedSearch }, querySort, signal, onProgress),
    [status, committedSearch, querySort],
  );

  return (
    <>
      <AdminPageHeader
        title="Leads & CRM"
        description={isPending ? undefined : <span aria-live="polite">{leadCount(total)}</span>}
        actions={
          <>
            <CsvExportButton run={runExport} fileName={leadsCsvFileName} disabled={isPending || total === 0} />
            {canWrite ? <LeadCreateButton /> : null}
          </>
        }
      />
      <div className="grid gap-4">
        <LeadsToolbar
          {...search}
          status={query.status}
          // Each filter is a history entry: Back returns to the previous one, as it does from a lead's page.
          onStatusChange={(next: LeadStatus | null) => patch({ [FILTER_PARAM]: next })}
        />
        <Card className="overflow-hidden">
          <LeadsTable {...table} />
        </Card>
        <Pager {...pager} />
      </div>
    </>
  );
}
