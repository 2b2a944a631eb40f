import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicRest } from '@/lib/public-rest';
import { queryRoots } from '@/lib/query-keys';
import type { SeoOverride } from '../build-page-meta';
import { SEO_OVERRIDE_COLUMNS } from './seo-rows';

export const pageMetaKeys = {
  all: queryRoots.pageMeta,
  override: (path: string) => [...pageMetaKeys.all, path] as const,
};

/** The published seo_content row of a page, if staff wrote one in the back-office. */
export async function fetchSeoOverride(path: string): Promise<SeoOverride | null> {
  const rest = await getPublicRest();
  const { data, error } = await rest
    .from('seo_content')
    .select(SEO_OVERRIDE_COLUMNS)
    .eq('page_url', path)
    .eq('status', 'published')
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const seoOverrideQuery = (path: string) =>
  queryOptions({ queryKey: pageMetaKeys.override(path), queryFn: () => fetchSeoOverride(path), staleTime: 5 * 60_000 });

/** `prerendered`: the row the page was built with, shown first and refreshed at once. */
export function useSeoOverride(path: string, enabled: boolean, prerendered?: SeoOverride | null) {
  return useQuery({
    ...seoOverrideQuery(path),
    enabled,
    initialData: prerendered,
    initialDataUpdatedAt: prerendered === undefined ? undefined : 0,
  });
}
