import { Loader2 } from 'lucide-react';

interface ListProgressProps {
  /** « (12) commande(s) », once the count is known. */
  countText: string | null;
  /** True once the whole list has arrived. */
  complete: boolean;
  /** Shown while the rest of the list is still arriving. */
  loadingText: string;
}

/** The count of a streamed admin list, with a small spinner until the whole list is there. */
export function ListProgress({ countText, complete, loadingText }: ListProgressProps) {
  return (
    <span className="inline-flex items-center gap-2">
      {countText === null ? null : <span aria-live="polite">{countText}</span>}
      {complete ? null : (
        <span className="inline-flex items-center gap-1.5 text-xs" role="status">
          <Loader2 className="size-3 animate-spin" aria-hidden="true" />
          {loadingText}
        </span>
      )}
    </span>
  );
}
