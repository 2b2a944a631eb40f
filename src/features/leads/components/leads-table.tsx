import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import type { Lead } from '../api/fetch-leads';
import { leadFullName } from '../search';
import { leadSourceLabel } from '../status';
import { LeadScore } from './lead-score';
import { LeadStatusSelect } from './lead-status-select';

/** Every row has the same height, so the virtualiser never has to measure. */
export const LEAD_ROW_HEIGHT = 76;
const COLUMN_COUNT = 7;

interface LeadsTableProps {
  leads: Lead[];
  loading: boolean;
  onShowDetails: (lead: Lead) => void;
}

/**
 * The leads table. No pagination (spec §9), so only the rows in view are in the DOM: a real
 * <table> inside a scrolling region, spacer rows above and below the window, and
 * aria-rowcount / aria-rowindex so assistive technologies know the full size of the list.
 */
export const LeadsTable = memo(function LeadsTable({ leads, loading, onShowDetails }: LeadsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: leads.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LEAD_ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1024, height: 720 },
  });

  // A new filter or search shows its first results, not some row far down the previous list.
  const firstId = leads[0]?.id;
  const count = leads.length;
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [firstId, count]);

  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length > 0 ? items[0].start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Liste des leads"
      // Keyboard users must be able to scroll the region (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[calc(100vh-16rem)] min-h-72 overflow-auto rounded-lg border border-border bg-card shadow-sm"
    >
      <table className="w-full min-w-[66rem] table-fixed caption-bottom text-sm" aria-rowcount={leads.length + 1}>
        <colgroup>
          <col />
          <col className="w-44" />
          <col className="w-32" />
          <col className="w-48" />
          <col className="w-36" />
          <col className="w-28" />
          <col className="w-28" />
        </colgroup>
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[inset_0_-1px_0_var(--border)]">
          <tr aria-rowindex={1}>
            <TableHead>Contact</TableHead>
            <TableHead>Société</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Statut</TableHead>
            <TableHead>Score</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {loading ? (
            <tr>
              <td colSpan={COLUMN_COUNT}>
                <Loading />
              </td>
            </tr>
          ) : leads.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="py-12 text-center text-muted-foreground">
                Aucun lead trouvé
              </td>
            </tr>
          ) : (
            <>
              {paddingTop > 0 ? (
                <tr aria-hidden="true" style={{ height: paddingTop }}>
                  <td colSpan={COLUMN_COUNT} className="p-0" />
                </tr>
              ) : null}
              {items.map((item) => (
                <LeadRow
                  key={leads[item.index].id}
                  lead={leads[item.index]}
                  rowIndex={item.index + 2}
                  onShowDetails={onShowDetails}
                />
              ))}
              {paddingBottom > 0 ? (
                <tr aria-hidden="true" style={{ height: paddingBottom }}>
                  <td colSpan={COLUMN_COUNT} className="p-0" />
                </tr>
              ) : null}
            </>
          )}
        </TableBody>
      </table>
    </div>
  );
});

const LeadRow = memo(function LeadRow({
  lead,
  rowIndex,
  onShowDetails,
}: {
  lead: Lead;
  rowIndex: number;
  onShowDetails: (lead: Lead) => void;
}) {
  const name = leadFullName(lead);
  const contactLabel = name || lead.email;
  return (
    <TableRow aria-rowindex={rowIndex} style={{ height: LEAD_ROW_HEIGHT }}>
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
      <TableCell className="py-0 text-right">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onShowDetails(lead)}
          aria-label={`Détails de ${contactLabel}`}
        >
          Détails
        </Button>
      </TableCell>
    </TableRow>
  );
});
