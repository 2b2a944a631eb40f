import {
  Clock,
  FileSignature,
  FileText,
  FolderTree,
  Hourglass,
  Package,
  PhoneCall,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card } from '@/components/ui/card';
import { can, type Area } from '@/config/permissions';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/auth-context';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { dashboardCountOrder, useDashboardCounts } from '../api/fetch-dashboard-counts';
import type { DashboardCount } from '../api/keys';

const cards: Record<
  DashboardCount,
  { label: string; hint: string; to: string | ((userId: string) => string); icon: LucideIcon; tone: string; area: Area }
> = {
  products: {
    label: 'Produits',
    hint: 'Actifs et inactifs',
    to: paths.admin.products,
    icon: Package,
    tone: 'bg-secondary text-navy',
    area: 'catalogue',
  },
  categories: {
    label: 'Catégories',
    hint: 'Du catalogue',
    to: paths.admin.categories,
    icon: FolderTree,
    tone: 'bg-secondary text-navy',
    area: 'catalogue',
  },
  quotes: {
    label: 'Demandes de devis',
    hint: 'Reçues au total',
    to: paths.admin.quotes,
    icon: FileText,
    tone: 'bg-[#cffafe] text-[#164e63]',
    area: 'requests',
  },
  pendingQuotes: {
    label: 'En attente',
    hint: 'Nouvelles demandes à traiter',
    to: `${paths.admin.quotes}?status=pending`,
    icon: Clock,
    tone: 'bg-[#fef3c7] text-[#78350f]',
    area: 'requests',
  },
  myRequests: {
    label: 'Demandes qui me sont assignées',
    hint: 'Nouvelles, en cours ou devis envoyé',
    to: (userId) => `${paths.admin.quotes}?owner=${userId}`,
    icon: UserCheck,
    tone: 'bg-[#cffafe] text-[#164e63]',
    area: 'requests',
  },
  dueLeads: {
    label: 'Leads à relancer',
    hint: 'Prochaine action aujourd’hui ou en retard',
    to: `${paths.admin.leads}?sort=next_action`,
    icon: PhoneCall,
    tone: 'bg-[#fef3c7] text-[#78350f]',
    area: 'leads',
  },
  awaitingOffers: {
    label: 'Devis en attente',
    hint: 'Envoyés, sans réponse du client',
    to: `${paths.admin.offers}?status=sent`,
    icon: FileSignature,
    tone: 'bg-[#cffafe] text-[#164e63]',
    area: 'offers',
  },
  expiringOffers: {
    label: 'Devis expirant bientôt',
    hint: 'Dans les 7 jours',
    to: `${paths.admin.offers}?expiring=1&sort=validity`,
    icon: Hourglass,
    tone: 'bg-[#fef3c7] text-[#78350f]',
    area: 'offers',
  },
};

/** /admin: counts of products, categories, quote requests and pending quote requests — those the user's roles may read. */
export function DashboardStats() {
  const { roles, user } = useAuth();
  const userId = user?.id ?? '';
  const shown = dashboardCountOrder.filter((which) => can(roles, cards[which].area, 'read'));
  const results = useDashboardCounts(shown, userId);

  const errors = results.map((result) => result.error);
  useEffect(() => {
    // Spec §8: dashboard figures that fail are only logged.
    errors.forEach((error, index) => {
      if (error) console.error(`Chargement du compteur « ${cards[shown[index]].label} » impossible`, error);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one log per distinct error
  }, errors);

  return (
    <>
      <AdminPageHeader title="Tableau de bord" description="Vue d’ensemble du catalogue et des demandes de devis." />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {shown.map((which, index) => {
          const { label, hint, to: link, icon: Icon, tone } = cards[which];
          const to = typeof link === 'function' ? link(userId) : link;
          const { data, isPending } = results[index];
          return (
            <li key={which}>
              <Card className="h-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
                <Link to={to} className="flex h-full items-start justify-between gap-4 p-5 outline-none">
                  <div className="grid gap-1">
                    <span className="text-sm font-medium text-muted-foreground">{label}</span>
                    <span
                      className="text-3xl font-semibold tabular-nums tracking-tight text-navy"
                      aria-busy={isPending || undefined}
                      data-testid={`dashboard-count-${which}`}
                    >
                      {isPending ? '…' : data === undefined ? '–' : formatNumber(data)}
                    </span>
                    <span className="text-xs text-muted-foreground">{hint}</span>
                  </div>
                  <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-md', tone)}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
