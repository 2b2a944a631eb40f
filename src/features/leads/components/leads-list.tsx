import { useCallback, useEffect, useMemo } from 'react';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import type { ColumnSort } from '@/components/data-list/data-table';
import { Pager } from '@/components/data-list/pager';
import { useDebouncedSearch } from '@/components/data-list/use-debounced-search';
import { pageParam, useQueryParams } from '@/components/data-list/use-query-params';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card } from '@/components/ui/card';
import { useCan } from '@/lib/use-can';
import { formatNumber } from '@/lib/format';
import { sortFromParams, sortParams } from '@/lib/list-sort';
import type { ExportProgress } from '@/lib/paged-export';
import { exportLeadsCsv, leadsCsvFileName } from '../api/export-leads';
import { LEADS_PAGE_SIZE, useLeads, type LeadListRow } from '../api/fetch-leads';
import { DEFAULT_LEAD_SORT, leadSortKeys, leadSortsDescFirst, type LeadListQuery } from '../api/keys';
import { isLeadStatus, type LeadStatus } from '../status';
import { LeadCreateButton } from './lead-create-button';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';

const noLeads: LeadListRow[] = [];
/** `/admin/marketing/leads?filter=won` opens with the won filter (the marketing insights link there). */
const FILTER_PARAM = 'filter';

function leadCount(count: number) {
  return `${formatNumber(count)} ${count > 1 ? 'leads' : 'lead'}`;
}

/** The list's view from the URL (`?filter=&q=&sort=&order=&page=`); unknown values fall back. */
function useLeadListQuery() {
  const [params, patch] = useQueryParams();
  const query = useMemo<LeadListQuery>(() => {
    const status = params.get(FILTER_PARAM);
    return {
      status: isLeadStatus(status) ? status : null,
      search: params.get('q') ?? '',
      sort: sortFromParams(params, leadSortKeys, DEFAULT_LEAD_SORT, leadSortsDescFirst),
      page: pageParam(params),
    };
  }, [params]);
  return { query, patch };
}

/** /admin/marketing/leads: searched, filtered, sorted and paged by the database; the view lives in the URL. */
export function LeadsList() {
  const canWrite = useCan('leads', 'write');
  const { query, patch } = useLeadListQuery();
  const { data, isPending, isPlaceholderData, error } = useLeads(query);
  // Starting a search is a step Back returns from; refining it word by word replaces that step.
  const searching = query.search !== '';
  const commitSearch = useCallback((q: string) => patch({ q }, { replace: searching }), [patch, searching]);
  const [search, setSearch] = useDebouncedSearch(query.search, commitSearch);
  useEffect(() => {
    // Spec §8: list load errors are silent on screen (the empty state shows); keep a trace.
    if (error) console.error('Chargement des leads impossible', error);
  }, [error]);

  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  useEffect(() => {
    // A page beyond the last (an old link, rows deleted since): show the last one instead.
    if (data && !isPlaceholderData && query.page > lastPage) patch({ page: lastPage }, { replace: true });
  }, [data, isPlaceholderData, query.page, lastPage, patch]);

  const sort = useMemo<ColumnSort>(() => ({ id: query.sort.key, desc: query.sort.desc }), [query.sort]);
  const onSortChange = useCallback(
    ({ id, desc }: ColumnSort) => {
      const key = leadSortKeys.find((candidate) => candidate === id);
      if (key) patch(sortParams({ key, desc }, DEFAULT_LEAD_SORT));
    },
    [patch],
  );
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
          search={search}
          onSearchChange={setSearch}
          status={query.status}
          // Each filter is a history entry: Back returns to the previous one, as it does from a lead's page.
          onStatusChange={(next: LeadStatus | null) => patch({ [FILTER_PARAM]: next })}
        />
        <Card className="overflow-hidden">
          <LeadsTable
            leads={data?.rows ?? noLeads}
            sort={sort}
            onSortChange={onSortChange}
            loading={isPending}
            stale={isPlaceholderData}
          />
        </Card>
        <Pager page={query.page} pageSize={LEADS_PAGE_SIZE} total={total} onPageChange={(page) => patch({ page })} />
      </div>
    </>
  );
}
