import type { Json } from '@/lib/database.types';
import type { RecordNames } from '@/domain/record-names';
import { formatChanges, type FormattedChange, type FormattedValue } from '@/domain/record-values';

/** Lines shown at once; the others wait behind « Voir n autres champs » (a creation lists every field). */
export const VISIBLE_CHANGES = 6;

/** A value cut on screen keeps its whole text for the mouse (title) and for screen readers. */
function Value({ value, className }: { value: FormattedValue; className?: string }) {
  if (value.full === null) return <span className={className}>{value.text}</span>;
  return (
    <span className={className} title={value.full}>
      <span aria-hidden="true">{value.text}</span>
      <span className="sr-only">{value.full}</span>
    </span>
  );
}

function ChangeLine({ change }: { change: FormattedChange }) {
  return (
    <li className="break-words">
      <span className="font-medium text-foreground">{change.label}</span> :{' '}
      <Value value={change.before} className="text-muted-foreground" /> → <Value value={change.after} />
    </li>
  );
}

/**
 * audit_log.changes as « Champ : avant → après », one line per column that changed; the records a
 * change points at are named (`names`, undefined while they load).
 */
export function ChangeList({
  table,
  changes,
  names,
}: {
  table: string;
  changes: Json;
  names: RecordNames | undefined;
}) {
  const lines = formatChanges(table, changes, names);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  const shown = lines.slice(0, VISIBLE_CHANGES);
  const rest = lines.slice(VISIBLE_CHANGES);
  return (
    <div className="grid gap-1 text-sm">
      <ul className="grid gap-0.5">
        {shown.map((change) => (
          <ChangeLine key={change.column} change={change} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details>
          <summary className="w-fit cursor-pointer rounded-sm text-xs font-medium text-accent-strong hover:underline">
            {rest.length === 1 ? 'Voir 1 autre champ' : `Voir ${rest.length} autres champs`}
          </summary>
          <ul className="mt-1 grid gap-0.5">
            {rest.map((change) => (
              <ChangeLine key={change.column} change={change} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
