import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { Area, Level } from '@/config/permissions';
import { catalogueRoutePatterns } from '@/config/routes';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';

/** Public pages by path (the file under src/pages/public/ without « -page.tsx »). */
const publicPageNames: Record<string, string> = {
  '/': 'home',
  '/leasing': 'leasing',
  '/comment-ca-marche': 'how-it-works',
  '/contact-pro': 'contact-pro',
  '/contact': 'contact',
  '/a-propos': 'about',
  '/nos-engagements': 'commitments',
  '/devenir-partenaire': 'partner',
  '/carrieres': 'careers',
  '/centre-aide': 'help-center',
  '/faq': 'faq',
  '/documentation': 'documentation',
  '/mentions-legales': 'legal-notice',
  '/cgu': 'terms',
  '/confidentialite': 'privacy',
  '/cookies': 'cookies',
  '/desinscription': 'unsubscribe',
  // The catalogue's pages: one per active category and product, by slug (src/config/routes.ts).
  [catalogueRoutePatterns.category]: 'category',
  [catalogueRoutePatterns.product]: 'product',
};

/** The key of publicPageNames that serves `pathname` (itself, or the catalogue pattern it matches). */
function publicPagePattern(pathname: string): string | undefined {
  if (Object.hasOwn(publicPageNames, pathname)) return pathname;
  return Object.values(catalogueRoutePatterns).find((pattern) => matchPath(pattern, pathname) !== null);
}

const publicPageLoaders = import.meta.glob<{ default: ComponentType }>('/src/pages/public/*-page.tsx');

/** Source module of a public page: the prerenderer preloads its chunk from the page's HTML. */
export function publicPageModule(path: string): string {
  return `src/pages/public/${publicPageNames[publicPagePattern(path) ?? path]}-page.tsx`;
}

/** Public pages by path: the router, the prerenderer and the sitemap read this one table. */
export const publicPages: Record<string, LazyComponent> = Object.fromEntries(
  Object.keys(publicPageNames).map((path) => [path, lazyComponent(publicPageLoaders[`/${publicPageModule(path)}`])]),
);

export const notFoundPage = lazyComponent(() => import('@/pages/public/not-found-page'));
export const loginPage = lazyComponent(() => import('@/pages/admin/login-page'));
export const resetPasswordPage = lazyComponent(() => import('@/pages/admin/reset-password-page'));

/** Source module of a prerendered page (public pages and the login). */
export function prerenderedPageModule(path: string): string {
  return path === '/admin/login' ? 'src/pages/admin/login-page.tsx' : publicPageModule(path);
}
export const adminLayout = lazyComponent(() => import('@/app/layout/admin-layout'));

/** A guarded admin screen and the area (src/config/permissions.ts) the user's roles must open. */
export interface AdminPage {
  page: LazyComponent;
  /** No area: every staff member (the dashboard shows each one what their roles allow). */
  area?: Area;
  action?: Level;
}

const adminPage = (load: () => Promise<{ default: ComponentType }>, area?: Area, action: Level = 'read'): AdminPage => ({
  page: lazyComponent(load),
  area,
  action,
});

/** Guarded admin screens, relative to /admin. */
export const adminPages: Record<string, AdminPage> = {
  '': adminPage(() => import('@/pages/admin/dashboard-page')),
  products: adminPage(() => import('@/pages/admin/products-page'), 'catalogue'),
  'products/new': adminPage(() => import('@/pages/admin/product-edit-page'), 'catalogue', 'write'),
  'products/:id': adminPage(() => import('@/pages/admin/product-edit-page'), 'catalogue', 'write'),
  categories: adminPage(() => import('@/pages/admin/categories-page'), 'catalogue'),
  carousel: adminPage(() => import('@/pages/admin/carousel-page'), 'catalogue'),
  orders: adminPage(() => import('@/pages/admin/orders-page'), 'orders'),
  'orders/new': adminPage(() => import('@/pages/admin/order-new-page'), 'orders', 'write'),
  'orders/:id': adminPage(() => import('@/pages/admin/order-detail-page'), 'orders'),
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
};

/** Loads the code of the page at `pathname` (used before hydration). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const pattern = publicPagePattern(pathname);
  if (pattern) return publicPages[pattern].preload();
  if (pathname === '/admin/login') return loginPage.preload();
  if (pathname === '/admin/reset-password') return resetPasswordPage.preload();
  if (pathname.startsWith('/admin')) {
    const sub = pathname.replace(/^\/admin\/?/, '');
    const entry = Object.entries(adminPages).find(([pattern]) => matchPath(pattern, sub));
    return Promise.all([adminLayout.preload(), entry?.[1].page.preload()]);
  }
  return notFoundPage.preload();
}
