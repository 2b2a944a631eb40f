import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

interface SortableHeadProps {
  /** How the list is sorted by this column, if it is. */
  sorted: false | 'asc' | 'desc';
  onToggle: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
  children: ReactNode;
}

/** A sortable column's header: a button (click or keyboard) and aria-sort on the sorted one. */
export function SortableHead({ sorted, onToggle, className, children }: SortableHeadProps) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead className={className} aria-sort={sorted ? ariaSort[sorted] : undefined}>
      <button
        type="button"
        onClick={onToggle}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 uppercase tracking-wide hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          sorted && 'text-foreground',
        )}
      >
        {children}
        <Icon className={cn('size-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
