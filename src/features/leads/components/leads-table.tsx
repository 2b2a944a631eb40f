import { memo } from 'react';
import { VirtualTable, type VirtualTableLayout } from '@/components/data-list/virtual-table';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import { paths } from '@/config/routes';
import { formatDate } from '@/lib/format';
import type { Lead } from '../api/fetch-leads';
import { leadFullName } from '../search';
import { leadSourceLabel } from '../status';
import { LeadScore } from './lead-score';
import { LeadStatusSelect } from './lead-status-select';

/** A `date` column ('2026-12-01') read as that calendar day, whatever the browser's time zone. */
function formatDay(day: string): string {
  return formatDate(new Date(`${day}T00:00:00`));
}

const layout: VirtualTableLayout = {
  rowHeight: 76,
  overscan: 8,
  columns: [
    { header: 'Contact' },
    { header: 'Société', width: 'w-44' },
    { header: 'Source', width: 'w-32' },
    { header: 'Statut', width: 'w-48' },
    { header: 'Score', width: 'w-36' },
    { header: 'Date', width: 'w-28' },
    { header: 'Prochaine action', width: 'w-32' },
    { header: 'Actions', width: 'w-28', headerClassName: 'text-right' },
  ],
};

interface LeadsTableProps {
  leads: Lead[];
  loading: boolean;
}

export const LeadsTable = memo(function LeadsTable({ leads, loading }: LeadsTableProps) {
  return (
    <VirtualTable
      label="Liste des leads"
      emptyText="Aucun lead trouvé"
      layout={layout}
      rows={leads}
      loading={loading}
      renderCells={(lead) => <LeadCells lead={lead} />}
    />
  );
});

const LeadCells = memo(function LeadCells({ lead }: { lead: Lead }) {
  const name = leadFullName(lead);
  const contactLabel = name || lead.email;
  return (
    <>
      <TableCell className="py-0">
        <div className="truncate font-medium" title={name || undefined}>
          {name || <span className="text-muted-foreground">Sans nom</span>}
        </div>
        <div className="truncate text-xs text-muted-foreground" title={lead.email}>
          {lead.email}
        </div>
        {lead.phone ? <div className="truncate text-xs tabular-nums text-muted-foreground">{lead.phone}</div> : null}
      </TableCell>
      <TableCell className="truncate py-0" title={lead.company ?? undefined}>
        {lead.company || '-'}
      </TableCell>
      <TableCell className="truncate py-0">{leadSourceLabel(lead.source)}</TableCell>
      <TableCell className="py-0">
        <LeadStatusSelect leadId={lead.id} status={lead.status} contactLabel={contactLabel} />
      </TableCell>
      <TableCell className="py-0">
        <LeadScore score={lead.score} />
      </TableCell>
      <TableCell className="py-0 tabular-nums text-muted-foreground">{formatDate(lead.created_at)}</TableCell>
      <TableCell className="py-0 tabular-nums" title={lead.next_action ?? undefined}>
        {lead.next_action_date ? formatDay(lead.next_action_date) : <span className="text-muted-foreground">-</span>}
      </TableCell>
      <TableCell className="py-0 text-right">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.lead(lead.id)} aria-label={`Détails de ${contactLabel}`}>
            Détails
          </Link>
        </Button>
      </TableCell>
    </>
  );
});
