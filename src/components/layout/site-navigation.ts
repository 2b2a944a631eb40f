import { paths } from '@/config/routes';
import { cn } from '@/lib/utils';

/** The header's links (spec §2), shared by the desktop bar and the mobile menu. */
export const navigation = [
  { label: 'Catalogue', to: paths.catalog },
  { label: 'Le Leasing', to: paths.leasing },
  { label: 'Comment ça marche', to: paths.howItWorks },
  { label: 'Contact Pro', to: paths.contactPro },
];

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-navy transition-colors hover:bg-muted hover:text-accent-strong',
    isActive && 'text-accent-strong',
  );
