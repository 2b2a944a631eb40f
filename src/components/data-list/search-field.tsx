import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name: the box has no visible label. */
  label: string;
}

/** An admin list's search box, with its magnifier (the filtering itself is the list's). */
export function SearchField({ value, onChange, placeholder, label }: SearchFieldProps) {
  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
