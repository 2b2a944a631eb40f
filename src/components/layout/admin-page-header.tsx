import type { ReactNode } from 'react';
import { site } from '@/config/site';

/**
 * Title row of an admin screen: the page's one h1, a subtitle (counts) and actions. It also names
 * the document: screens reached by client-side navigation (after the sign-in page unmounts its own
 * <title>) would otherwise be left without one.
 */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <title>{`${title} — ${site.brand}`}</title>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-navy">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
