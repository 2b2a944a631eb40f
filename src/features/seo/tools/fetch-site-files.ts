import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginRoute, publicRoutes } from '@/config/routes';
import { seoKeys } from '../api/keys';
import { auditPages, sitemapPaths, type Finding } from './audit';

/** A file the build writes (sitemap.xml, robots.txt); null where the server answers the app instead (dev). */
async function siteFile(path: string, type: RegExp): Promise<string | null> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok || !type.test(response.headers.get('content-type') ?? '')) return null;
  return response.text();
}

export interface SiteFiles {
  sitemap: string | null;
  robots: string | null;
}

export function useSiteFiles() {
  return useQuery(
    queryOptions({
      queryKey: [...seoKeys.all, 'site-files'],
      queryFn: async (): Promise<SiteFiles> => ({
        sitemap: await siteFile('/sitemap.xml', /xml/),
        robots: await siteFile('/robots.txt', /text\/plain/),
      }),
    }),
  );
}

/**
 * Reads every public page as prerendered — the fixed routes and every page the sitemap lists (the
 * catalogue's category and product pages) — then audits them against the sitemap.
 */
export async function crawlSite(sitemapXml: string): Promise<Finding[]> {
  const listed = sitemapPaths(sitemapXml);
  const paths = [...new Set([...publicRoutes.map((route) => route.path), ...listed])];
  const pages = await Promise.all(
    paths.map(async (path) => ({ path, html: await (await fetch(path, { cache: 'no-store' })).text() })),
  );
  return auditPages(pages, listed, [...paths, loginRoute.path]);
}

export interface SiteAudit extends SiteFiles {
  /** Null where the site files are not served (the development server). */
  findings: Finding[] | null;
}

/** The published site's files and a crawl of its pages, for the dashboard's checklist. */
export function useSiteAudit() {
  return useQuery(
    queryOptions({
      queryKey: [...seoKeys.all, 'site-audit'],
      queryFn: async (): Promise<SiteAudit> => {
        const sitemap = await siteFile('/sitemap.xml', /xml/);
        const robots = await siteFile('/robots.txt', /text\/plain/);
        return { sitemap, robots, findings: sitemap ? await crawlSite(sitemap) : null };
      },
      // A crawl reads every public page: once per visit of the dashboard is enough.
      staleTime: 60_000,
    }),
  );
}
