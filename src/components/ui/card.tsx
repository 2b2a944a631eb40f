import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-lg border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 data-slot="card-title" className={cn('text-base font-semibold leading-tight', className)} {...props}>
      {children}
    </h2>
  );
}

/** A card's title after its icon (lucide, sized by the slot), in the accent colour. */
export function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <span className="text-accent-strong [&_svg]:size-4">{icon}</span>
        {children}
      </CardTitle>
    </CardHeader>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-5 pt-0', className)} {...props} />;
}
