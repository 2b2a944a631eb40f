import * as Dialog from '@radix-ui/react-dialog';
import { Menu, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { site } from '@/config/site';
import { cn } from '@/lib/utils';
import { BrandLogo } from './brand-logo';

const navigation = [
  { label: 'Catalogue', to: paths.catalog },
  { label: 'Le Leasing', to: paths.leasing },
  { label: 'Comment ça marche', to: paths.howItWorks },
  { label: 'Contact Pro', to: paths.contactPro },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-navy transition-colors hover:bg-muted hover:text-accent-strong',
    isActive && 'text-accent-strong',
  );

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-navy focus:px-4 focus:py-2 focus:text-white"
      >
        Aller au contenu
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} aria-label="VisioLease, retour à l’accueil" className="rounded-md">
          <BrandLogo />
        </Link>
        <nav aria-label="Navigation principale" className="hidden items-center gap-1 lg:flex">
          {navigation.map((item) => (
            <NavLink key={item.label} to={item.to} className={linkClass} end>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <a href={site.phoneHref} className="flex items-center gap-2 text-sm font-medium text-navy hover:text-accent-strong">
            <Phone className="size-4" aria-hidden="true" />
            {site.phone}
          </a>
          <Button asChild>
            <Link to={paths.contactPro}>Demander un devis</Link>
          </Button>
        </div>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Ouvrir le menu">
              <Menu className="size-6" aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/50 lg:hidden" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100%)] flex-col gap-6 bg-white p-6 shadow-xl lg:hidden">
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Fermer le menu">
                    <X className="size-6" aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Liens principaux du site</Dialog.Description>
              <nav aria-label="Navigation mobile" className="flex flex-col gap-1">
                {navigation.map((item) => (
                  <NavLink key={item.label} to={item.to} className={linkClass} onClick={() => setOpen(false)} end>
                    {item.label}
                  </NavLink>
                ))}
              </nav>
              <Button asChild size="lg">
                <Link to={paths.contactPro} onClick={() => setOpen(false)}>
                  Demander un devis
                </Link>
              </Button>
              <a href={site.phoneHref} className="flex items-center gap-2 text-sm font-medium text-navy">
                <Phone className="size-4" aria-hidden="true" />
                {site.phone}
              </a>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
