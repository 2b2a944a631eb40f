import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazy-page';

/** Public pages by path: the router, the prerenderer and the sitemap read this one table. */
export const publicPages: Record<string, LazyPage> = {
  '/': lazyPage(() => import('@/pages/public/home-page')),
  '/leasing': lazyPage(() => import('@/pages/public/leasing-page')),
  '/comment-ca-marche': lazyPage(() => import('@/pages/public/how-it-works-page')),
  '/contact-pro': lazyPage(() => import('@/pages/public/contact-pro-page')),
  '/contact': lazyPage(() => import('@/pages/public/contact-page')),
  '/a-propos': lazyPage(() => import('@/pages/public/about-page')),
  '/nos-engagements': lazyPage(() => import('@/pages/public/commitments-page')),
  '/devenir-partenaire': lazyPage(() => import('@/pages/public/partner-page')),
  '/carrieres': lazyPage(() => import('@/pages/public/careers-page')),
  '/centre-aide': lazyPage(() => import('@/pages/public/help-center-page')),
  '/faq': lazyPage(() => import('@/pages/public/faq-page')),
  '/documentation': lazyPage(() => import('@/pages/public/documentation-page')),
  '/mentions-legales': lazyPage(() => import('@/pages/public/legal-notice-page')),
  '/cgu': lazyPage(() => import('@/pages/public/terms-page')),
  '/confidentialite': lazyPage(() => import('@/pages/public/privacy-page')),
  '/cookies': lazyPage(() => import('@/pages/public/cookies-page')),
};

export const notFoundPage = lazyPage(() => import('@/pages/public/not-found-page'));
export const loginPage = lazyPage(() => import('@/pages/admin/login-page'));
export const adminLayout = lazyPage(() => import('@/components/layout/admin-layout'));

/** Guarded admin screens, relative to /admin. */
export const adminPages: Record<string, LazyPage> = {
  '': lazyPage(() => import('@/pages/admin/dashboard-page')),
  products: lazyPage(() => import('@/pages/admin/products-page')),
  'products/new': lazyPage(() => import('@/pages/admin/product-edit-page')),
  'products/:id': lazyPage(() => import('@/pages/admin/product-edit-page')),
  categories: lazyPage(() => import('@/pages/admin/categories-page')),
  carousel: lazyPage(() => import('@/pages/admin/carousel-page')),
  orders: lazyPage(() => import('@/pages/admin/orders-page')),
  'orders/:id': lazyPage(() => import('@/pages/admin/order-detail-page')),
  quotes: lazyPage(() => import('@/pages/admin/quotes-page')),
  marketing: lazyPage(() => import('@/pages/admin/marketing-page')),
  'marketing/leads': lazyPage(() => import('@/pages/admin/leads-page')),
  seo: lazyPage(() => import('@/pages/admin/seo-dashboard-page')),
  'seo/content': lazyPage(() => import('@/pages/admin/seo-content-page')),
  users: lazyPage(() => import('@/pages/admin/users-page')),
  analytics: lazyPage(() => import('@/pages/admin/analytics-page')),
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
