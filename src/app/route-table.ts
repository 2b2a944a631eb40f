import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
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
};

const publicPageLoaders = import.meta.glob<{ default: ComponentType }>('/src/pages/public/*-page.tsx');

/** Source module of a public page: the prerenderer preloads its chunk from the page's HTML. */
export function publicPageModule(path: string): string {
  return `src/pages/public/${publicPageNames[path]}-page.tsx`;
}

/** Public pages by path: the router, the prerenderer and the sitemap read this one table. */
export const publicPages: Record<string, LazyComponent> = Object.fromEntries(
  Object.keys(publicPageNames).map((path) => [path, lazyComponent(publicPageLoaders[`/${publicPageModule(path)}`])]),
);

export const notFoundPage = lazyComponent(() => import('@/pages/public/not-found-page'));
export const loginPage = lazyComponent(() => import('@/pages/admin/login-page'));

/** Source module of a prerendered page (public pages and the login). */
export function prerenderedPageModule(path: string): string {
  return path === '/admin/login' ? 'src/pages/admin/login-page.tsx' : publicPageModule(path);
}
export const adminLayout = lazyComponent(() => import('@/app/layout/admin-layout'));

/** Guarded admin screens, relative to /admin. */
export const adminPages: Record<string, LazyComponent> = {
  '': lazyComponent(() => import('@/pages/admin/dashboard-page')),
  products: lazyComponent(() => import('@/pages/admin/products-page')),
  'products/new': lazyComponent(() => import('@/pages/admin/product-edit-page')),
  'products/:id': lazyComponent(() => import('@/pages/admin/product-edit-page')),
  categories: lazyComponent(() => import('@/pages/admin/categories-page')),
  carousel: lazyComponent(() => import('@/pages/admin/carousel-page')),
  orders: lazyComponent(() => import('@/pages/admin/orders-page')),
  'orders/new': lazyComponent(() => import('@/pages/admin/order-new-page')),
  'orders/:id': lazyComponent(() => import('@/pages/admin/order-detail-page')),
  quotes: lazyComponent(() => import('@/pages/admin/quotes-page')),
  'quotes/:id': lazyComponent(() => import('@/pages/admin/quote-detail-page')),
  marketing: lazyComponent(() => import('@/pages/admin/marketing-page')),
  'marketing/leads': lazyComponent(() => import('@/pages/admin/leads-page')),
  'marketing/leads/:id': lazyComponent(() => import('@/pages/admin/lead-detail-page')),
  'marketing/campaigns': lazyComponent(() => import('@/pages/admin/campaigns-page')),
  seo: lazyComponent(() => import('@/pages/admin/seo-dashboard-page')),
  'seo/content': lazyComponent(() => import('@/pages/admin/seo-content-page')),
  'seo/tools': lazyComponent(() => import('@/pages/admin/seo-tools-page')),
  emails: lazyComponent(() => import('@/pages/admin/emails-page')),
  users: lazyComponent(() => import('@/pages/admin/users-page')),
  analytics: lazyComponent(() => import('@/pages/admin/analytics-page')),
};

/** Loads the code of the page at `pathname` (used before hydration). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const publicPage = publicPages[pathname];
  if (publicPage) return publicPage.preload();
  if (pathname === '/admin/login') return loginPage.preload();
  if (pathname.startsWith('/admin')) {
    const sub = pathname.replace(/^\/admin\/?/, '');
    const entry = Object.entries(adminPages).find(([pattern]) => matchPath(pattern, sub));
    return Promise.all([adminLayout.preload(), entry?.[1].preload()]);
  }
  return notFoundPage.preload();
}
