import { Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { site } from '@/config/site';
import { useIsStaff } from '@/lib/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import { BrandLogo } from '@/components/layout/brand-logo';

const groups = [
  {
    title: 'Solutions',
    links: [
      { label: 'Catalogue', to: paths.catalog },
      { label: 'Le Leasing', to: paths.leasing },
      { label: 'Simulateur de loyer', to: paths.simulator },
      { label: 'Comment ça marche', to: paths.howItWorks },
    ],
  },
  {
    title: 'Entreprise',
    links: [
      { label: 'À propos', to: paths.about },
      { label: 'Nos engagements', to: paths.commitments },
      { label: 'Devenir partenaire', to: paths.partner },
      { label: 'Carrières', to: paths.careers },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Centre d’aide', to: paths.helpCenter },
      { label: 'FAQ', to: paths.faq },
      { label: 'Documentation', to: paths.documentation },
      { label: 'Contact', to: paths.contact },
      { label: 'Signaler un incident', to: paths.assistance },
    ],
  },
  {
    title: 'Légal',
    links: [
      { label: 'Mentions légales', to: paths.legalNotice },
      { label: 'CGU', to: paths.terms },
      { label: 'Confidentialité', to: paths.privacy },
      { label: 'Cookies', to: paths.cookies },
    ],
  },
];

function AdminEntry() {
  // The prerendered footer is a visitor's: a signed-in staff member's link appears once hydrated
  // (the footer hydrates from its own chunk, when the session may already be known).
  const hydrated = useHydrated();
  const isStaff = useIsStaff() && hydrated;
  if (isStaff) {
    return (
      <Link to={paths.admin.dashboard} aria-label="Administration" className="rounded-md p-1 text-slate-300 hover:text-white">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Link to={paths.admin.login} className="text-xs text-slate-400 hover:text-slate-200">
      Espace administration
    </Link>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-navy-deep text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div className="space-y-4">
          <BrandLogo light lazy />
          <p className="max-w-sm text-sm leading-relaxed">{site.tagline}.</p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-accent" aria-hidden="true" />
              <a href={site.phoneHref} className="hover:text-white">
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-accent" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-accent" aria-hidden="true" />
              {site.address.street}, {site.address.postalCode} {site.address.city}
            </li>
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.title}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className="hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {site.legalName}. Tous droits réservés.
          </p>
          <AdminEntry />
        </div>
      </div>
    </footer>
  );
}
