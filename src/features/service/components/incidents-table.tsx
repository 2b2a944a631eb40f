import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type DataTableViewProps } from '@/components/data-list/data-table';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatDateTimeShort } from '../format';
import type { IncidentListRow } from '../api/fetch-incidents';
import { incidentTypeLabel } from '@/domain/service/status';
import { IncidentStatusBadge, LateBadge, ReplacementDueBadge, TimeLeft, useNow } from './deadline';

const column = dataColumnHelper<IncidentListRow>();

function columnsAt(now: Date) {
  return column.columns([
    column.accessor((incident) => incident.incident_number, {
      id: 'number',
      header: 'Numéro',
      sortDescFirst: false,
      cell: ({ row }) => row.original.incident_number,
      meta: { cellClassName: 'whitespace-nowrap font-mono text-[0.8125rem] font-medium text-navy' },
    }),
    column.display({
      id: 'contract',
      header: 'Contrat',
      cell: ({ row: { original: incident } }) => (
        <>
          <div className="whitespace-nowrap font-mono text-[0.8125rem]">{incident.contract_number}</div>
          <div className="max-w-56 truncate text-xs text-muted-foreground">
            {incident.customer_company || incident.reporter_name || '-'}
          </div>
        </>
      ),
    }),
    column.display({
      id: 'type',
      header: 'Type',
      cell: ({ row }) => incidentTypeLabel(row.original.type),
    }),
    column.display({
      id: 'status',
      header: 'Statut',
      cell: ({ row: { original: incident } }) => (
        <div className="flex flex-wrap gap-1">
          <IncidentStatusBadge status={incident.status} />
          {incident.is_late ? <LateBadge /> : null}
          {incident.replacement_due ? <ReplacementDueBadge /> : null}
        </div>
      ),
    }),
    column.accessor((incident) => incident.deadline_at, {
      id: 'deadline',
      header: 'Échéance',
      sortDescFirst: false,
      cell: ({ row: { original: incident } }) => (
        <>
          <div className="whitespace-nowrap tabular-nums">{formatDateTimeShort(incident.deadline_at)}</div>
          {incident.status === 'open' || incident.status === 'planned' || incident.status === 'in_progress' ? (
            <TimeLeft
              deadlineAt={incident.deadline_at}
              intervenedAt={incident.intervened_at}
              now={now}
              className="text-xs"
            />
          ) : null}
        </>
      ),
    }),
    column.accessor((incident) => incident.reported_at, {
      id: 'reported',
      header: 'Signalé le',
      sortDescFirst: true,
      cell: ({ row }) => formatDateTimeShort(row.original.reported_at),
      meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: incident } }) => (
        <Button asChild variant="ghost" size="icon-sm">
          <Link to={paths.admin.incident(incident.id)} aria-label={`Voir l’incident ${incident.incident_number}`}>
            <Eye aria-hidden="true" />
          </Link>
        </Button>
      ),
      meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
    }),
  ]);
}

export function IncidentsTable(props: DataTableViewProps<IncidentListRow>) {
  const now = useNow();
  const columns = useMemo(() => columnsAt(now), [now]);
  return <DataTable label="Liste des incidents" emptyText="Aucun incident trouvé" columns={columns} {...props} />;
}
