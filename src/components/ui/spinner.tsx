import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A loading line with the text the spec quotes ('Chargement...' unless told otherwise). */
export function Loading({ label = 'Chargement...', className }: { label?: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground', className)}>
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}
