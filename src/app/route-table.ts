import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { catalogueRoutePatterns, offerRoutePattern } from '@/config/routes';
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
  // An offer's page (the client's link): client-rendered, noindex, not in the sitemap.
  [offerRoutePattern]: 'offer',
};

/** The key of publicPageNames that serves `pathname` (itself, or the catalogue pattern it matches). */
function publicPagePattern(pathname: string): string | undefined {
  if (Object.hasOwn(publicPageNames, pathname)) return pathname;
  return [...Object.values(catalogueRoutePatterns), offerRoutePattern].find(
    (pattern) => matchPath(pattern, pathname) !== null,
  );
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
/** The back-office's routes, guards and screens: their own chunk, so no public page loads them. */
export const adminArea = lazyComponent(() => import('@/app/admin-routes'));

/** Loads the code of the page at `pathname` (used before hydration). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const pattern = publicPagePattern(pathname);
  if (pattern) return publicPages[pattern].preload();
  if (pathname === '/admin/login') return loginPage.preload();
  if (pathname === '/admin/reset-password') return resetPasswordPage.preload();
  if (pathname.startsWith('/admin')) {
    return adminArea
      .preload()
      .then((module) =>
        (module as typeof import('@/app/admin-routes')).preloadAdminPage(pathname.replace(/^\/admin\/?/, '')),
      );
  }
  return notFoundPage.preload();
}
