import type { ReactNode } from 'react';
import { usePageHeading } from '@/lib/page-heading';
import { cn } from '@/lib/utils';

/** The navy banner that opens every inner public page, holding its one h1. */
export function PageIntro({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const heading = usePageHeading(title);
  return (
    <section className={cn('relative overflow-hidden bg-navy text-white', className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.22),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{children}</div> : null}
      </div>
    </section>
  );
}

/** A content section with consistent spacing and an optional h2. */
export function Section({
  title,
  intro,
  children,
  className,
  id,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section id={id} className={cn('mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8', className)}>
      {title ? <h2 className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">{title}</h2> : null}
      {intro ? <div className="mt-3 max-w-3xl text-muted-foreground">{intro}</div> : null}
      <div className={title || intro ? 'mt-10' : undefined}>{children}</div>
    </section>
  );
}
