import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type DataTableViewProps } from '@/components/data-list/data-table';
import { PersonCell } from '@/components/data-list/person-cell';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatDate } from '@/lib/format';
import { leadSourceLabel } from '@/domain/leads/status';
import type { LeadListRow } from '../api/fetch-leads';
import { leadFullName } from '../search';
import { LeadScore } from './lead-score';
import { LeadStatusSelect } from './lead-status-select';

/** A `date` column ('2026-12-01') read as that calendar day, whatever the browser's time zone. */
function formatDay(day: string): string {
  return formatDate(new Date(`${day}T00:00:00`));
}

const contactLabel = (lead: LeadListRow) => leadFullName(lead) || lead.email;

const column = dataColumnHelper<LeadListRow>();

/** Spec columns; the ids of the sortable ones are the list's sort keys (`?sort=`). */
const columns = column.columns([
  column.accessor((lead) => lead.last_name, {
    id: 'contact',
    header: 'Contact',
    sortDescFirst: false,
    cell: ({ row: { original: lead } }) => {
      const name = leadFullName(lead);
      return (
        <PersonCell name={name || <span className="text-muted-foreground">Sans nom</span>} email={lead.email}>
          {lead.phone ? <div className="text-xs tabular-nums text-muted-foreground">{lead.phone}</div> : null}
        </PersonCell>
      );
    },
  }),
  column.accessor((lead) => lead.company, {
    id: 'company',
    header: 'Société',
    sortDescFirst: false,
    cell: ({ row }) => row.original.company || '-',
  }),
  column.display({
    id: 'source',
    header: 'Source',
    cell: ({ row }) => leadSourceLabel(row.original.source),
    meta: { cellClassName: 'whitespace-nowrap' },
  }),
  column.display({
    id: 'status',
    header: 'Statut',
    cell: ({ row: { original: lead } }) => (
      <LeadStatusSelect leadId={lead.id} status={lead.status} contactLabel={contactLabel(lead)} />
    ),
  }),
  column.accessor((lead) => lead.score, {
    id: 'score',
    header: 'Score',
    sortDescFirst: true,
    cell: ({ row }) => <LeadScore score={row.original.score} />,
  }),
  column.accessor((lead) => lead.created_at, {
    id: 'date',
    header: 'Date',
    sortDescFirst: true,
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
  }),
  column.accessor((lead) => lead.next_action_date, {
    id: 'next_action',
    header: 'Prochaine action',
    sortDescFirst: false,
    cell: ({ row: { original: lead } }) =>
      lead.next_action_date ? (
        <span title={lead.next_action ?? undefined}>{formatDay(lead.next_action_date)}</span>
      ) : (
        <span className="text-muted-foreground">-</span>
      ),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: lead } }) => (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.admin.lead(lead.id)} aria-label={`Détails de ${contactLabel(lead)}`}>
          Détails
        </Link>
      </Button>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  }),
]);

export function LeadsTable(props: DataTableViewProps<LeadListRow>) {
  return <DataTable label="Liste des leads" emptyText="Aucun lead trouvé" columns={columns} {...props} />;
}
