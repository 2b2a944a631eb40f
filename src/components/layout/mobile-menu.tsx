import * as Dialog from '@radix-ui/react-dialog';
import { Phone, X } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { site } from '@/config/site';
import { navigation, navLinkClass } from './site-navigation';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The small-screen menu panel. Its own chunk (the dialog library stays out of every page's first
 * download); focus returns to the menu button when it closes.
 */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/50 lg:hidden" />
        <Dialog.Content
          id="menu-mobile"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100%)] flex-col gap-6 bg-white p-6 shadow-xl lg:hidden"
        >
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
              <NavLink key={item.label} to={item.to} className={navLinkClass} onClick={close} end>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <Button asChild size="lg">
            <Link to={paths.contactPro} onClick={close}>
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
  );
}
