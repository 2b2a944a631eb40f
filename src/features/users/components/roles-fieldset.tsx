import { useId } from 'react';
import { roleOrder, roles, type Role } from '@/domain/team/roles';

interface RolesFieldsetProps {
  value: readonly Role[];
  onChange: (next: Role[]) => void;
  error?: string;
  disabled?: boolean;
}

/** One checkbox per staff role, with what it gives; several may be held (rights add up). */
export function RolesFieldset({ value, onChange, error, disabled }: RolesFieldsetProps) {
  // One id prefix for the error and each checkbox with its description.
  const errorId = useId();
  function toggle(role: Role, checked: boolean) {
    onChange(roleOrder.filter((r) => (r === role ? checked : value.includes(r))));
  }
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium">
        Rôles
        <span className="text-destructive" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {roleOrder.map((role) => (
        <div
          key={role}
          className="flex items-start gap-2 rounded-md p-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            id={`${errorId}-${role}`}
            type="checkbox"
            className="mt-0.5 size-4 accent-accent-strong"
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
            aria-describedby={`${errorId}-${role}-hint`}
          />
          <div>
            <label htmlFor={`${errorId}-${role}`} className="font-medium">
              {roles[role].label}
            </label>
            <p id={`${errorId}-${role}-hint`} className="text-xs text-muted-foreground">
              {roles[role].description}
            </p>
          </div>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
