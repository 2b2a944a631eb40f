import { cn } from '@/lib/utils';

/** The VisioLease mark and wordmark; `light` for dark backgrounds. */
export function BrandLogo({ light = false, className }: { light?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#0b1f3a" />
        <rect x="6" y="8" width="20" height="13" rx="2" fill="none" stroke="#22d3ee" strokeWidth="2" />
        <path d="M12 25h8M16 21v4" stroke="#22d3ee" strokeWidth="2" strokeLinecap="round" />
        <circle cx="16" cy="14.5" r="2.5" fill="#67e8f9" />
      </svg>
      <span className={cn('text-lg', light ? 'text-white' : 'text-navy')}>
        Visio<span className={light ? 'text-accent' : 'text-accent-strong'}>Lease</span>
      </span>
    </span>
  );
}
