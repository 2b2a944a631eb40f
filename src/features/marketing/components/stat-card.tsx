import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface StatCardProps {
  /** Stable hook for tests and analytics: data-stat on the card. */
  id: string;
  title: string;
  icon: ReactNode;
  /** The formatted figure; undefined while loading, null when its query failed. */
  value: string | null | undefined;
  hint?: ReactNode;
  to?: string;
}

/** One figure of the marketing overview; when `to` is set the whole card is a link named by its title. */
export function StatCard({ id, title, icon, value, hint, to }: StatCardProps) {
  return (
    <Card
      data-stat={id}
      className={cn(
        'relative flex flex-col gap-3 p-5',
        to &&
          'transition-shadow focus-within:ring-2 focus-within:ring-ring hover:border-accent-strong/40 hover:shadow-md',
      )}
    >
      {/* Two lines reserved for the title, so the figures line up across the row. */}
      <div className="flex min-h-10 items-start justify-between gap-3">
        <h2 className="text-sm font-medium leading-5 text-muted-foreground">
          {to ? (
            // The stretched ::after makes the whole card clickable; the accessible name stays the title.
            <Link to={to} className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-accent-strong [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="text-3xl font-semibold tracking-tight text-navy tabular-nums" data-slot="stat-value">
        {value === undefined ? (
          <span className="inline-block h-8 w-20 animate-pulse rounded bg-muted align-middle">
            <span className="sr-only">Chargement...</span>
          </span>
        ) : value === null ? (
          <span title="Donnée indisponible">
            —<span className="sr-only">Donnée indisponible</span>
          </span>
        ) : (
          value
        )}
      </p>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}
