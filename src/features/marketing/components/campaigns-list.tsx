import { ArrowLeft, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnSort } from '@/components/data-list/data-table';
import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDebouncedSearch } from '@/components/data-list/use-debounced-search';
import { pageParam, useQueryParams } from '@/components/data-list/use-query-params';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/use-can';
import { formatNumber } from '@/lib/format';
import { sortFromParams, sortParams } from '@/lib/list-sort';
import {
  campaignStatuses,
  campaignStatusLabels,
  isCampaignStatus,
  type CampaignStatus,
} from '@/domain/campaigns/status';
import { CAMPAIGNS_PAGE_SIZE, useCampaigns, type CampaignListRow } from '../api/fetch-campaigns';
import { campaignSortKeys, campaignSortsDescFirst, DEFAULT_CAMPAIGN_SORT, type CampaignListQuery } from '../api/keys';
import { CampaignsTable } from './campaigns-table';

const noCampaigns: CampaignListRow[] = [];
const archiveViews = ['archives'] as const;
const archiveViewLabels = { archives: 'Archives' } as const;

/** The list's view from the URL (`?status=&q=&sort=&order=&page=`); unknown values fall back. */
function useCampaignListQuery() {
  const [params, patch] = useQueryParams();
  const query = useMemo<CampaignListQuery>(() => {
    const status = params.get('status');
    return {
      status: isCampaignStatus(status) ? status : null,
      archived: params.get('vue') === 'archives',
      search: params.get('q') ?? '',
      sort: sortFromParams(params, campaignSortKeys, DEFAULT_CAMPAIGN_SORT, campaignSortsDescFirst),
      page: pageParam(params),
    };
  }, [params]);
  return { query, patch };
}

/** /admin/marketing/campaigns: searched, filtered, sorted and paged by the database; the view lives in the URL. */
export function CampaignsList() {
  const canWrite = useCan('campaigns', 'write');
  const { query, patch } = useCampaignListQuery();
  const { data, isPending, isPlaceholderData, error } = useCampaigns(query);
  const searching = query.search !== '';
  const commitSearch = useCallback((q: string) => patch({ q }, { replace: searching }), [patch, searching]);
  const [search, setSearch] = useDebouncedSearch(query.search, commitSearch);
  useEffect(() => {
    if (error) console.error('Chargement des campagnes impossible', error);
  }, [error]);

  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / CAMPAIGNS_PAGE_SIZE));
  useEffect(() => {
    if (data && !isPlaceholderData && query.page > lastPage) patch({ page: lastPage }, { replace: true });
  }, [data, isPlaceholderData, query.page, lastPage, patch]);

  const sort = useMemo<ColumnSort>(() => ({ id: query.sort.key, desc: query.sort.desc }), [query.sort]);
  const onSortChange = useCallback(
    ({ id, desc }: ColumnSort) => {
      const key = campaignSortKeys.find((candidate) => candidate === id);
      if (key) patch(sortParams({ key, desc }, DEFAULT_CAMPAIGN_SORT));
    },
    [patch],
  );

  return (
    <>
      <AdminPageHeader
        title="Campagnes e-mail"
        description={isPending ? undefined : <span aria-live="polite">{`${formatNumber(total)} campagne(s)`}</span>}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.admin.marketing}>
                <ArrowLeft aria-hidden="true" />
                Retour au marketing
              </Link>
            </Button>
            {canWrite ? (
              <Button asChild>
                <Link to={paths.admin.campaignNew}>
                  <Plus aria-hidden="true" />
                  Nouvelle campagne
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-4">
        <ListToolbar
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder="Rechercher par nom ou objet..."
          searchLabel="Rechercher une campagne"
        >
          <FilterSelect
            value={query.status}
            onChange={(next: CampaignStatus | null) => patch({ status: next })}
            options={campaignStatuses}
            optionLabels={campaignStatusLabels}
            allLabel="Tous les statuts"
            label="Filtrer par statut"
            className="md:w-56"
          />
          <FilterSelect
            value={query.archived ? 'archives' : null}
            onChange={(next: 'archives' | null) => patch({ vue: next })}
            options={archiveViews}
            optionLabels={archiveViewLabels}
            allLabel="Campagnes en cours"
            label="Campagnes en cours ou archives"
            className="md:w-56"
          />
        </ListToolbar>
        <Card className="overflow-hidden">
          <CampaignsTable
            campaigns={data?.rows ?? noCampaigns}
            sort={sort}
            onSortChange={onSortChange}
            loading={isPending}
            stale={isPlaceholderData}
          />
        </Card>
        <Pager
          page={query.page}
          pageSize={CAMPAIGNS_PAGE_SIZE}
          total={total}
          onPageChange={(page) => patch({ page })}
        />
      </div>
    </>
  );
}
