import {
  BarChart3,
  FolderTree,
  Images,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Package,
  Search,
  ShoppingCart,
  FileText,
  Users,
  Contact,
  Mail,
  History,
  Send,
  type LucideIcon,
  FileSignature,
  ShieldCheck,
  FileCheck2,
  Siren,
  Wrench,
} from 'lucide-react';
import { NavLink, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { can, type Area } from '@/config/permissions';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/utils';
import { BrandLogo } from '@/components/layout/brand-logo';

const links: { label: string; to: string; icon: LucideIcon; area?: Area; end?: boolean }[] = [
  { label: 'Tableau de bord', to: paths.admin.dashboard, icon: LayoutDashboard, end: true },
  { label: 'Produits', to: paths.admin.products, icon: Package, area: 'catalogue' },
  { label: 'Catégories', to: paths.admin.categories, icon: FolderTree, area: 'catalogue' },
  { label: 'Carrousel', to: paths.admin.carousel, icon: Images, area: 'catalogue' },
  { label: 'Commandes', to: paths.admin.orders, icon: ShoppingCart, area: 'orders' },
  { label: 'Demandes de devis', to: paths.admin.quotes, icon: FileText, area: 'requests' },
  { label: 'Devis', to: paths.admin.offers, icon: FileSignature, area: 'offers' },
  { label: 'Contrats', to: paths.admin.contracts, icon: FileCheck2, area: 'contracts' },
  { label: 'Incidents', to: paths.admin.incidents, icon: Siren, area: 'service' },
  { label: 'Mes interventions', to: paths.admin.interventions, icon: Wrench, area: 'service' },
  { label: 'Marketing', to: paths.admin.marketing, icon: Megaphone, area: 'leads', end: true },
  { label: 'Leads & CRM', to: paths.admin.leads, icon: Contact, area: 'leads' },
  { label: 'Campagnes', to: paths.admin.campaigns, icon: Send, area: 'campaigns' },
  { label: 'SEO', to: paths.admin.seo, icon: Search, area: 'seo' },
  { label: 'Utilisateurs', to: paths.admin.users, icon: Users, area: 'users' },
  { label: 'Journal d’audit', to: paths.admin.audit, icon: History, area: 'users' },
  { label: 'E-mails', to: paths.admin.emails, icon: Mail, area: 'outbox' },
  { label: 'Statistiques', to: paths.admin.analytics, icon: BarChart3, area: 'requests' },
  { label: 'Données personnelles', to: paths.admin.privacy, icon: ShieldCheck, area: 'privacy' },
];

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user, roles, signOut } = useAuth();
  const shown = links.filter(({ area }) => !area || can(roles, area, 'read'));
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    navigate(paths.admin.login, { replace: true });
  }

  return (
    <div className="flex h-full flex-col bg-navy-deep text-slate-300">
      <div className="px-5 py-5">
        <BrandLogo light />
        <p className="mt-1 text-xs text-slate-400">Back-office</p>
      </div>
      <nav aria-label="Administration" className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-0.5">
          {shown.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-white/10 hover:text-white',
                    isActive && 'bg-white/10 text-white',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 p-4">
        <p className="truncate text-xs text-slate-400" title={user?.email ?? undefined}>
          {user?.email}
        </p>
        <Button variant="outline-light" size="sm" className="mt-3 w-full" onClick={handleSignOut}>
          <LogOut aria-hidden="true" />
          Déconnexion
        </Button>
      </div>
    </div>
  );
}
