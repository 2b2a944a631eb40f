import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The select's value for "no filter": Radix reserves the empty string for clearing the selection. */
const ALL = 'all';

interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  /** The filters, after the search box. */
  children: ReactNode;
}

/** An admin list's search box (client-side) followed by its filters (server-side). */
export function ListToolbar({ search, onSearchChange, searchPlaceholder, searchLabel, children }: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={searchPlaceholder}
          aria-label={searchLabel}
          className="pl-9"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {children}
    </div>
  );
}

interface FilterSelectProps<Value extends string> {
  value: Value | null;
  onChange: (value: Value | null) => void;
  options: readonly Value[];
  optionLabels: Record<Value, string>;
  /** The first option, which clears the filter. */
  allLabel: string;
  label: string;
  /** Classes of the trigger, the part on screen (its width). */
  className?: string;
}

/** An equality filter: one of the options, or none. */
export function FilterSelect<Value extends string>({
  value,
  onChange,
  options,
  optionLabels,
  allLabel,
  label,
  className,
}: FilterSelectProps<Value>) {
  const isOption = (next: string): next is Value => (options as readonly string[]).includes(next);
  return (
    <Select value={value ?? ALL} onValueChange={(next) => onChange(isOption(next) ? next : null)}>
      <SelectTrigger className={className} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {optionLabels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
