import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../route-error-boundary';
import { Loading } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { useHydrated } from '@/lib/use-hydrated';
import { SiteHeader } from '@/components/layout/site-header';
import { PageMeta } from '@/features/page-meta/components/page-meta';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

// Loaded after first paint; fixed-position, so it never shifts the layout. A failed chunk load only loses the banner.
const CookieConsent = lazy<ComponentType>(() =>
  import('@/features/cookie-consent/components/cookie-consent').catch(() => ({ default: () => null })),
);

/**
 * Below the fold and prerendered: its code is not part of the first download. The browser keeps
 * the server's footer while it loads, then hydrates it; the prerenderer loads it first
 * (preloadFooter), since a server render cannot wait for a chunk.
 */
const SiteFooter = lazyComponent<object>(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);
export const preloadFooter = SiteFooter.preload;

export function PublicLayout() {
  // Mounted only in the browser: the prerendered HTML cannot suspend on a lazy chunk (React error #419).
  const hydrated = useHydrated();
  return (
    <PageMeta>
      <div className="flex min-h-screen flex-col">
        <ScrollToTop />
        {hydrated ? (
          <Suspense fallback={null}>
            <CookieConsent />
          </Suspense>
        ) : null}
        {/* Each section is its own Suspense boundary so React hydrates them in short slices, not in one long task. */}
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
        <main id="contenu" className="flex-1">
          <RouteErrorBoundary area="public">
            <Suspense fallback={<Loading className="min-h-[60vh]" />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
    </PageMeta>
  );
}
