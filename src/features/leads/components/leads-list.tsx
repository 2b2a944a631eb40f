import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ListProgress } from '@/components/data-list/list-progress';
import { useQueryParams } from '@/components/data-list/use-query-params';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { formatNumber } from '@/lib/format';
import { useLeads, type Lead } from '../api/fetch-leads';
import { createLeadSearch } from '../search';
import { isLeadStatus, type LeadStatus } from '../status';
import { LeadCreateButton } from './lead-create-button';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';
import { useCan } from '@/lib/auth-context';

const noLeads: Lead[] = [];
/** `/admin/marketing/leads?filter=won` opens with the won filter (the marketing insights link there). */
const FILTER_PARAM = 'filter';

function leadCount(count: number) {
  return `${formatNumber(count)} ${count > 1 ? 'leads' : 'lead'}`;
}

/** /admin/marketing/leads: count, creation dialog, search, status filter and the virtualised table. */
export function LeadsList() {
  const canWrite = useCan('leads', 'write');
  const [params, patchParams] = useQueryParams();
  const param = params.get(FILTER_PARAM);
  const status: LeadStatus | null = isLeadStatus(param) ? param : null;
  // Each filter is a history entry: Back returns to the previous one, as it does from a lead's page.
  const setStatus = useCallback((next: LeadStatus | null) => patchParams({ [FILTER_PARAM]: next }), [patchParams]);

  const [search, setSearch] = useState('');
  // The input updates at once; filtering 10 000 rows and re-rendering the table may lag behind.
  const deferredSearch = useDeferredValue(search);

  const { data, isPending, error } = useLeads({ status });
  useEffect(() => {
    // Spec §8: list load errors are silent on screen (the empty state shows); keep a trace.
    if (error) console.error('Chargement des leads impossible', error);
  }, [error]);

  const leads = data?.rows ?? noLeads;
  const complete = data?.complete ?? false;
  const runSearch = useMemo(() => createLeadSearch(leads), [leads]);
  const visible = useMemo(() => runSearch(deferredSearch), [runSearch, deferredSearch]);

  // While only the first rows are here, the count comes from the server; a search waits for the whole list.
  const searching = deferredSearch.trim() !== '';
  const count = complete ? visible.length : searching ? null : (data?.total ?? null);

  return (
    <>
      <AdminPageHeader
        title="Leads & CRM"
        description={
          isPending ? undefined : (
            <ListProgress
              countText={count === null ? null : leadCount(count)}
              complete={complete}
              loadingText="Chargement de tous les leads..."
            />
          )
        }
        actions={canWrite ? <LeadCreateButton /> : undefined}
      />
      <div className="grid gap-4">
        <LeadsToolbar search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
        <LeadsTable leads={visible} loading={isPending} />
      </div>
    </>
  );
}
