import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type TriggerProps = Pick<ComponentProps<typeof SelectTrigger>, 'id' | 'aria-invalid' | 'aria-describedby'>;

interface ChoiceSelectProps<T extends string> extends TriggerProps {
  /** Undefined (a value the list does not know) shows the placeholder. */
  value: T | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
  options: readonly T[];
  labels: Record<T, string>;
  disabled?: boolean;
  placeholder?: string;
}

/** A Radix select that takes the id and ARIA wiring `Field` gives its control. */
export function ChoiceSelect<T extends string>({
  value,
  onChange,
  onBlur,
  options,
  labels,
  disabled,
  placeholder,
  ...trigger
}: ChoiceSelectProps<T>) {
  const known = value !== undefined && options.includes(value) ? value : undefined;
  return (
    <Select value={known ?? ''} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger {...trigger} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
