import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeadingContext } from '@/lib/page-heading';
import { useSeoOverride } from '../api/fetch-seo-override';
import { findPublicRoute } from '../public-route';
import { useSeoSeed } from './seo-seed';

/**
 * Keeps the head of the current public page right: the prerendered defaults first, then the
 * published seo_content row for this path once it has loaded — whose h1, if set, the page shows.
 */
export function PageMeta({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isPublicRoute = findPublicRoute(pathname) !== undefined;
  const prerendered = useSeoSeed(pathname);
  const { data: override } = useSeoOverride(pathname, isPublicRoute, prerendered);
  useEffect(() => {
    let current = true;
    void import('../apply-page-meta').then(({ applyPageMeta }) => {
      if (current) applyPageMeta(pathname, override);
    });
    return () => {
      current = false;
    };
  }, [pathname, override]);
  const heading = override?.h1?.trim() || null;
  return <PageHeadingContext.Provider value={heading}>{children}</PageHeadingContext.Provider>;
}
