import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { Loading } from '@/components/ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PageMeta } from '@/features/page-meta/components/page-meta';
import { ScrollToTop } from './scroll-to-top';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PageMeta />
      <ScrollToTop />
      <SiteHeader />
      <main id="contenu" className="flex-1">
        <RouteErrorBoundary area="public">
          <Suspense fallback={<Loading className="min-h-[60vh]" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
