import { useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled select whose French error is linked for screen readers, for forms. */
export function SelectField<Value extends string>({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  disabled,
  className,
}: SelectFieldProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-slot="field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || undefined} onValueChange={(next) => onChange(next as Value)} disabled={disabled}>
        <SelectTrigger id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
