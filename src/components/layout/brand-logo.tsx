import { cn } from '@/lib/utils';

/** The VisioLease logo; `light` is the version drawn for navy backgrounds. */
export function BrandLogo({ light = false, className }: { light?: boolean; className?: string }) {
  return (
    <img
      src={light ? '/images/brand/logo-sur-fond-sombre.svg' : '/logo.svg'}
      alt="VisioLease"
      width={208}
      height={44}
      className={cn('h-9 w-auto', className)}
    />
  );
}
