import { Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import type { Area, Level } from '@/config/permissions';
import { RequireArea } from '@/features/auth/components/require-area';
import { RequireStaff } from '@/features/auth/components/require-staff';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { RouteErrorBoundary } from './route-error-boundary';

const AdminLayout = lazyComponent(() => import('@/app/layout/admin-layout'));
// Its own import, not route-table's: importing that table from here would split it out of the app's first chunk.
const NotFoundPage = lazyComponent(() => import('@/pages/public/not-found-page'));

/** A guarded admin screen and the area (src/config/permissions.ts) the user's roles must open. */
interface AdminPage {
  page: LazyComponent;
  /** No area: every staff member (the dashboard shows each one what their roles allow). */
  area?: Area;
  action?: Level;
}

const adminPage = (
  load: () => Promise<{ default: ComponentType }>,
  area?: Area,
  action: Level = 'read',
): AdminPage => ({
  page: lazyComponent(load),
  area,
  action,
});

/** Guarded admin screens, relative to /admin. */
const adminPages: Record<string, AdminPage> = {
  '': adminPage(() => import('@/pages/admin/dashboard-page')),
  products: adminPage(() => import('@/pages/admin/products-page'), 'catalogue'),
  'products/new': adminPage(() => import('@/pages/admin/product-edit-page'), 'catalogue', 'write'),
  'products/:id': adminPage(() => import('@/pages/admin/product-edit-page'), 'catalogue', 'write'),
  categories: adminPage(() => import('@/pages/admin/categories-page'), 'catalogue'),
  carousel: adminPage(() => import('@/pages/admin/carousel-page'), 'catalogue'),
  orders: adminPage(() => import('@/pages/admin/orders-page'), 'orders'),
  'orders/new': adminPage(() => import('@/pages/admin/order-new-page'), 'orders', 'write'),
  'orders/:id': adminPage(() => import('@/pages/admin/order-detail-page'), 'orders'),
  offers: adminPage(() => import('@/pages/admin/offers-page'), 'offers'),
  'offers/new': adminPage(() => import('@/pages/admin/offer-new-page'), 'offers', 'write'),
  'offers/:id': adminPage(() => import('@/pages/admin/offer-detail-page'), 'offers'),
  contracts: adminPage(() => import('@/pages/admin/contracts-page'), 'contracts'),
  'contracts/:id': adminPage(() => import('@/pages/admin/contract-detail-page'), 'contracts'),
  quotes: adminPage(() => import('@/pages/admin/quotes-page'), 'requests'),
  'quotes/:id': adminPage(() => import('@/pages/admin/quote-detail-page'), 'requests'),
  marketing: adminPage(() => import('@/pages/admin/marketing-page'), 'leads'),
  'marketing/leads': adminPage(() => import('@/pages/admin/leads-page'), 'leads'),
  'marketing/leads/:id': adminPage(() => import('@/pages/admin/lead-detail-page'), 'leads'),
  'marketing/campaigns': adminPage(() => import('@/pages/admin/campaigns-page'), 'campaigns'),
  'marketing/campaigns/new': adminPage(() => import('@/pages/admin/campaign-edit-page'), 'campaigns', 'write'),
  'marketing/campaigns/:id': adminPage(() => import('@/pages/admin/campaign-edit-page'), 'campaigns'),
  seo: adminPage(() => import('@/pages/admin/seo-dashboard-page'), 'seo'),
  'seo/content': adminPage(() => import('@/pages/admin/seo-content-page'), 'seo'),
  'seo/tools': adminPage(() => import('@/pages/admin/seo-tools-page'), 'seo'),
  emails: adminPage(() => import('@/pages/admin/emails-page'), 'outbox'),
  users: adminPage(() => import('@/pages/admin/users-page'), 'users'),
  audit: adminPage(() => import('@/pages/admin/audit-page'), 'users'),
  analytics: adminPage(() => import('@/pages/admin/analytics-page'), 'requests'),
  privacy: adminPage(() => import('@/pages/admin/privacy-page'), 'privacy'),
  incidents: adminPage(() => import('@/pages/admin/incidents-page'), 'service'),
  'incidents/new': adminPage(() => import('@/pages/admin/incident-new-page'), 'service', 'write'),
  'incidents/:id': adminPage(() => import('@/pages/admin/incident-detail-page'), 'service'),
  interventions: adminPage(() => import('@/pages/admin/interventions-page'), 'service'),
};

/** Loads the layout and the screen at `sub` (the path below /admin), before hydration. */
export function preloadAdminPage(sub: string): Promise<unknown> {
  const entry = Object.entries(adminPages).find(([pattern]) => matchPath(pattern, sub));
  return Promise.all([AdminLayout.preload(), entry ? entry[1].page.preload() : NotFoundPage.preload()]);
}

/** /admin/*: the staff guard, the layout, and each screen behind the area its roles must open. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<RequireStaff />}>
        <Route
          element={
            <RouteErrorBoundary area="admin">
              <Suspense fallback={<Loading className="min-h-screen" />}>
                <AdminLayout />
              </Suspense>
            </RouteErrorBoundary>
          }
        >
          {Object.entries(adminPages).map(([path, { page: Page, area, action }]) => {
            const element = (
              <RequireArea area={area} action={action}>
                <Page />
              </RequireArea>
            );
            return path === '' ? (
              <Route key="index" index element={element} />
            ) : (
              <Route key={path} path={path} element={element} />
            );
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
