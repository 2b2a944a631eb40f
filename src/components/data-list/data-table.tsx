import {
  createColumnHelper,
  functionalUpdate,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnSort,
  type Header,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { SortableHead } from './sortable-head';

/** Classes of a column's header and cells (alignment, width). */
export interface DataColumnMeta {
  headerClassName?: string;
  cellClassName?: string;
}

/**
 * What the admin lists use of TanStack Table: columns and the sort state. The database sorts and
 * pages (manualSorting); the table only says which header is sorted and asks for another sort.
 */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnMeta: metaHelper<DataColumnMeta>() });
export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataColumns<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>[];

/** Column definitions of one list; a column is sortable when it has an accessor and no `enableSorting: false`. */
export function dataColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}

export type { ColumnSort };

/** What a list's view gives its table (useDataList's `table`): the rows on screen and the sort. */
export type DataTableViewProps<Row extends { id: string }> = Pick<
  DataTableProps<Row>,
  'rows' | 'sort' | 'onSortChange' | 'loading' | 'stale'
>;

interface DataTableProps<Row extends { id: string }> {
  /** Accessible name of the table. */
  label: string;
  columns: DataColumns<Row>;
  rows: Row[];
  sort: ColumnSort;
  onSortChange: (sort: ColumnSort) => void;
  /** Nothing to show yet (first load). */
  loading: boolean;
  emptyText: string;
  /** The rows on screen are the previous view's while the new one loads. */
  stale?: boolean;
  /** A row that stands out (the one being edited beside the table). */
  isCurrent?: (row: Row) => boolean;
}

/** An admin list's table: sortable headers (a button in each, aria-sort on the sorted one), then one page of rows. */
export function DataTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  sort,
  onSortChange,
  loading,
  emptyText,
  stale = false,
  isCurrent,
}: DataTableProps<Row>) {
  const sorting = useMemo<SortingState>(() => [sort], [sort]);
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      if (next) onSortChange({ id: next.id, desc: next.desc });
    },
    [onSortChange, sorting],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    getRowId: (row) => row.id,
  });
  const columnCount = columns.length;

  return (
    <Table aria-label={label} aria-busy={stale || loading} className={cn(stale && 'opacity-70 transition-opacity')}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header}>
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </HeaderCell>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {loading ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columnCount}>
              <Loading />
            </TableCell>
          </TableRow>
        ) : rows.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columnCount} className="py-12 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          table.getRowModel().rows.map((row) => {
            const current = isCurrent?.(row.original) ?? false;
            return (
              <TableRow
                key={row.id}
                aria-current={current ? 'true' : undefined}
                className={cn(current && 'bg-secondary hover:bg-secondary')}
              >
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} className={cell.column.columnDef.meta?.cellClassName}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}

function HeaderCell<Row extends RowData>({
  header,
  children,
}: {
  header: Header<DataTableFeatures, Row, unknown>;
  children: ReactNode;
}) {
  const { column } = header;
  const className = column.columnDef.meta?.headerClassName;
  if (!column.getCanSort()) return <TableHead className={className}>{children}</TableHead>;
  const toggle = column.getToggleSortingHandler();
  return (
    <SortableHead className={className} sorted={column.getIsSorted()} onToggle={(event) => toggle?.(event)}>
      {children}
    </SortableHead>
  );
}
