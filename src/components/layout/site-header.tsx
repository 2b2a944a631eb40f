import { Menu, Phone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { site } from '@/config/site';
import { lazyComponent } from '@/lib/lazy-component';
import { BrandLogo } from './brand-logo';
import { navigation, navLinkClass } from './site-navigation';

const MobileMenu = lazyComponent(() => import('./mobile-menu'));

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
            <NavLink key={item.label} to={item.to} className={navLinkClass} end>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <a
            href={site.phoneHref}
            className="flex items-center gap-2 text-sm font-medium text-navy hover:text-accent-strong"
          >
            <Phone className="size-4" aria-hidden="true" />
            {site.phone}
          </a>
          <Button asChild>
            <Link to={paths.contactPro}>Demander un devis</Link>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Ouvrir le menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
          onClick={() => setOpen(true)}
        >
          <Menu className="size-6" aria-hidden="true" />
        </Button>
        {open ? (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
