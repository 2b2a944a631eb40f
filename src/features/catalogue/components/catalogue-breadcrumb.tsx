import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { catalogueText } from '../catalogue-text';
import type { Crumb } from '../catalogue-seo';

/** The visible trail of a catalogue page, the same crumbs as its BreadcrumbList JSON-LD. */
export function CatalogueBreadcrumb({
  crumbs,
  tone = 'dark',
  className,
}: {
  crumbs: readonly Crumb[];
  /** 'dark': on the navy banner; 'light': on a white page. */
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <nav aria-label={catalogueText.breadcrumbLabel} className={className}>
      <ol
        className={cn('flex flex-wrap items-center gap-1.5 text-sm', dark ? 'text-slate-300' : 'text-muted-foreground')}
      >
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className={cn('font-medium', dark ? 'text-white' : 'text-navy')}>
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.path}
                    className={cn('hover:underline', dark ? 'hover:text-white' : 'hover:text-navy')}
                  >
                    {crumb.name}
                  </Link>
                  <ChevronRight
                    className={cn('size-3.5', dark ? 'text-slate-400' : 'text-slate-500')}
                    aria-hidden="true"
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
