import type { Tables } from '@/lib/db';

/**
 * What a published seo_content row overrides on its page, for the browser and the prerenderer
 * alike: no imports beyond types, so scripts/prerender.ts can use it under tsx.
 */
export const SEO_OVERRIDE_COLUMNS =
  'meta_title, meta_description, canonical_url, og_title, og_description, keywords, h1';

/** Every published row with its page, as the prerenderer reads them. */
export const PUBLISHED_SEO_COLUMNS = `page_url, ${SEO_OVERRIDE_COLUMNS}`;
export type PublishedSeoRow = Pick<
  Tables<'seo_content'>,
  'page_url' | 'meta_title' | 'meta_description' | 'canonical_url' | 'og_title' | 'og_description' | 'keywords' | 'h1'
>;
