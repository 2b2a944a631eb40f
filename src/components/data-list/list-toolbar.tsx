import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SearchField } from './search-field';

/** The select's value for "no filter": Radix reserves the empty string for clearing the selection. */
const ALL = 'all';

interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  /** The filters, after the search box. */
  children?: ReactNode;
}

/** An admin list's search box followed by its filters. */
export function ListToolbar({ search, onSearchChange, searchPlaceholder, searchLabel, children }: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchField value={search} onChange={onSearchChange} placeholder={searchPlaceholder} label={searchLabel} />
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
