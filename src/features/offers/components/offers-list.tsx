import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { CsvExportButton } from '@/components/data-list/csv-export-button';
import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatNumber } from '@/lib/format';
import type { ExportProgress } from '@/lib/paged-export';
import { useCan } from '@/lib/use-can';
import { exportOffersCsv, offersCsvFileName } from '../api/export-offers';
import { OFFERS_PAGE_SIZE, useOffers } from '../api/fetch-offers';
import { offerSorts } from '../api/keys';
import { isOfferStatus, offerStatuses, offerStatusLabels, type OfferStatus } from '@/domain/offers/status';
import { CompanySettingsCard } from './company-settings-card';
import { OffersTable } from './offers-table';

const offerCount = (count: number) => `(${formatNumber(count)}) devis`;

function readOfferFilters(params: URLSearchParams) {
  const status = params.get('status');
  return { status: isOfferStatus(status) ? status : null, expiring: params.get('expiring') === '1' };
}

/** /admin/offers: searched, filtered, sorted and paged by the database; the view lives in the URL. */
export function OffersList() {
  const canWrite = useCan('offers', 'write');
  const { query, patch, result, total, search, table, pager } = useDataList({
    sort: offerSorts,
    readFilters: readOfferFilters,
    useRows: useOffers,
    pageSize: OFFERS_PAGE_SIZE,
    failureTrace: 'Chargement des devis impossible',
  });
  const { isPending } = result;
  const { status, expiring, search: committedSearch, sort: querySort } = query;
  const runExport = useCallback(
    (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) =>
      exportOffersCsv({ status, expiring, search: committedSearch }, querySort, signal, onProgress),
    [status, expiring, committedSearch, querySort],
  );
  return (
    <>
      <AdminPageHeader
        title="Devis"
        description={
          isPending ? undefined : (
            <span aria-live="polite">
              {offerCount(total)}
              {expiring ? ' · envoyés, expirant dans les 7 jours' : ''}
            </span>
          )
        }
        actions={
          <>
            <CsvExportButton run={runExport} fileName={offersCsvFileName} disabled={isPending || total === 0} />
            {canWrite ? (
              <Button asChild>
                <Link to={paths.admin.offerNew}>
                  <Plus aria-hidden="true" />
                  Créer un devis
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-4">
        <ListToolbar
          {...search}
          searchPlaceholder="Rechercher par numéro, e-mail, nom ou société..."
          searchLabel="Rechercher un devis"
        >
          <FilterSelect
            value={query.status}
            onChange={(next: OfferStatus | null) => patch({ status: next })}
            options={offerStatuses}
            optionLabels={offerStatusLabels}
            allLabel="Tous les statuts"
            label="Filtrer par statut de devis"
            className="md:w-52"
          />
        </ListToolbar>
        <Card className="overflow-hidden">
          <OffersTable {...table} />
        </Card>
        <Pager {...pager} />
        <CompanySettingsCard />
      </div>
    </>
  );
}
