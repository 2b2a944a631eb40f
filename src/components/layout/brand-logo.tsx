import { cn } from '@/lib/utils';

/** The VisioLease logo; `light` is the version drawn for navy backgrounds, `lazy` for a logo below the fold. */
export function BrandLogo({
  light = false,
  lazy = false,
  className,
}: {
  light?: boolean;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={light ? '/images/brand/logo-sur-fond-sombre.svg' : '/logo.svg'}
      alt="VisioLease"
      width={208}
      height={44}
      loading={lazy ? 'lazy' : undefined}
      className={cn('h-9 w-auto', className)}
    />
  );
}
