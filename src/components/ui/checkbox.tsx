import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A native checkbox in the site's accent, with the same visible focus ring as the other controls. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn(
        'size-4 shrink-0 accent-accent-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
