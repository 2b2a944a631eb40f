import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicRest } from '@/lib/public-rest';
import { queryRoots } from '@/lib/query-keys';
import type { SeoOverride } from '../build-page-meta';

export const pageMetaKeys = {
  all: queryRoots.pageMeta,
  override: (path: string) => [...pageMetaKeys.all, path] as const,
};

/** The published seo_content row of a page, if staff wrote one in the back-office. */
export async function fetchSeoOverride(path: string): Promise<SeoOverride | null> {
  const rest = await getPublicRest();
  const { data, error } = await rest
    .from('seo_content')
    .select('meta_title, meta_description, canonical_url, og_title, og_description, keywords, h1')
    .eq('page_url', path)
    .eq('status', 'published')
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const seoOverrideQuery = (path: string) =>
  queryOptions({ queryKey: pageMetaKeys.override(path), queryFn: () => fetchSeoOverride(path), staleTime: 5 * 60_000 });

export function useSeoOverride(path: string, enabled: boolean) {
  return useQuery({ ...seoOverrideQuery(path), enabled });
}
