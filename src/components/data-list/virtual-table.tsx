import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { Loading } from '@/components/ui/spinner';
import { TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export interface VirtualTableColumn {
  header: string;
  /** Width class of its <col>; a column without one takes the width left. */
  width?: string;
  headerClassName?: string;
}

/** What a table's rows look like, fixed for the table's lifetime. */
export interface VirtualTableLayout {
  /** Every row has this height, so the virtualiser never has to measure. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the window. */
  overscan: number;
  columns: readonly VirtualTableColumn[];
}

interface VirtualTableProps<Row extends { id: string }> {
  /** Accessible name of the scrolling region. */
  label: string;
  emptyText: string;
  layout: VirtualTableLayout;
  rows: readonly Row[];
  loading: boolean;
  /** The cells of one row. Memoise them: every row in the window re-renders as it scrolls. */
  renderCells: (row: Row) => ReactNode;
}

/**
 * An admin list without pagination (spec §9), so only the rows in view are in the DOM: a real
 * <table> inside a scrolling region, with spacer rows above and below the window and
 * aria-rowcount / aria-rowindex so assistive technologies know the full size of the list.
 */
export function VirtualTable<Row extends { id: string }>({
  label,
  emptyText,
  layout: { rowHeight, overscan, columns },
  rows,
  loading,
  renderCells,
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 1024, height: 720 },
  });

  // A new filter or search shows its first results, not some row far down the previous list.
  // A row rewritten in place (an inline status change) leaves the list where it is.
  const firstId = rows[0]?.id;
  const count = rows.length;
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [firstId, count]);

  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length > 0 ? items[0].start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const columnCount = columns.length;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      // Keyboard users must be able to scroll the region (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[calc(100vh-16rem)] min-h-72 overflow-auto rounded-lg border border-border bg-card shadow-sm"
    >
      <table className="w-full min-w-[66rem] table-fixed caption-bottom text-sm" aria-rowcount={rows.length + 1}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.header} className={column.width} />
          ))}
        </colgroup>
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[inset_0_-1px_0_var(--border)]">
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.headerClassName}>
                {column.header}
              </TableHead>
            ))}
          </tr>
        </TableHeader>
        <TableBody>
          {loading ? (
            <tr>
              <td colSpan={columnCount}>
                <Loading />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="py-12 text-center text-muted-foreground">
                {emptyText}
              </td>
            </tr>
          ) : (
            <>
              <SpacerRow height={paddingTop} columnCount={columnCount} />
              {items.map((item) => {
                const row = rows[item.index];
                return (
                  <TableRow key={row.id} aria-rowindex={item.index + 2} style={{ height: rowHeight }}>
                    {renderCells(row)}
                  </TableRow>
                );
              })}
              <SpacerRow height={paddingBottom} columnCount={columnCount} />
            </>
          )}
        </TableBody>
      </table>
    </div>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columnCount} className="p-0" />
    </tr>
  );
}
