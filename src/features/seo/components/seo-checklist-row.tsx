import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** One line of the SEO checklist: its verdict's icon and title, and what to do about it. */
export function ChecklistRow({
  icon,
  title,
  children,
  tone = 'ok',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'ok' | 'warning';
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between',
        tone === 'warning' ? 'border-[#fcd34d] bg-[#fffbeb]' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <span className={cn('mt-0.5 [&_svg]:size-5', tone === 'warning' ? 'text-[#b45309]' : 'text-[#16a34a]')}>
          {icon}
        </span>
        <p className="text-sm font-medium">{title}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2 pl-8 sm:pl-0">{children}</div>
    </li>
  );
}

/** A file of the public site (sitemap, robots.txt), opened in a new tab. */
export function ExternalFileLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    </Button>
  );
}
