import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { INCIDENTS_PAGE_SIZE, useIncidents } from '../api/fetch-incidents';
import { incidentSorts } from '../api/keys';
import {
  incidentStatuses,
  incidentStatusLabels,
  incidentTypeLabels,
  incidentTypes,
  isIncidentStatus,
  isIncidentType,
  type IncidentStatus,
  type IncidentType,
} from '@/domain/service/status';
import { IncidentsTable } from './incidents-table';

const lateOptions = ['late'] as const;
const lateLabels = { late: 'En retard' };

function readIncidentFilters(params: URLSearchParams) {
  const status = params.get('status');
  const type = params.get('type');
  return {
    status: isIncidentStatus(status) ? status : null,
    type: isIncidentType(type) ? type : null,
    late: params.get('late') === '1',
  };
}

/** /admin/incidents: filtered, sorted and paged by the database; the view lives in the URL. */
export function IncidentsList() {
  const canWrite = useCan('service', 'write');
  const { query, patch, result, total, search, table, pager } = useDataList({
    sort: incidentSorts,
    readFilters: readIncidentFilters,
    useRows: useIncidents,
    pageSize: INCIDENTS_PAGE_SIZE,
    failureTrace: 'Chargement des incidents impossible',
  });
  return (
    <>
      <AdminPageHeader
        title="Incidents"
        description={
          result.isPending ? undefined : (
            <span aria-live="polite">
              {`(${formatNumber(total)}) incidents`}
              {query.late ? ' · en retard' : ''}
            </span>
          )
        }
        actions={
          canWrite ? (
            <Button asChild>
              <Link to={paths.admin.incidentNew}>
                <Plus aria-hidden="true" />
                Ouvrir un incident
              </Link>
            </Button>
          ) : null
        }
      />
      <div className="grid gap-4">
        <ListToolbar
          {...search}
          searchPlaceholder="Rechercher par numéro, contrat, société ou e-mail..."
          searchLabel="Rechercher un incident"
        >
          <FilterSelect
            value={query.status}
            onChange={(next: IncidentStatus | null) => patch({ status: next })}
            options={incidentStatuses}
            optionLabels={incidentStatusLabels}
            allLabel="Tous les statuts"
            label="Filtrer par statut d’incident"
            className="md:w-48"
          />
          <FilterSelect
            value={query.type}
            onChange={(next: IncidentType | null) => patch({ type: next })}
            options={incidentTypes}
            optionLabels={incidentTypeLabels}
            allLabel="Tous les types"
            label="Filtrer par type d’incident"
            className="md:w-40"
          />
          <FilterSelect
            value={query.late ? 'late' : null}
            onChange={(next) => patch({ late: next ? '1' : null })}
            options={lateOptions}
            optionLabels={lateLabels}
            allLabel="Tous les délais"
            label="Filtrer les incidents en retard"
            className="md:w-44"
          />
        </ListToolbar>
        <Card className="overflow-hidden">
          <IncidentsTable {...table} />
        </Card>
        <Pager {...pager} />
      </div>
    </>
  );
}
