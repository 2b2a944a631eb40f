import { env } from '@/config/env';
import { buildPageMeta, type SeoOverride } from './build-page-meta';
import { applyHeadTags, headTags } from './head-tags';

/**
 * Writes the head of the page at `pathname` into the document: its defaults, overridden by the
 * published SEO row. Loaded after hydration (the prerendered head is already right on arrival),
 * so the first page's download does not carry it.
 */
export function applyPageMeta(pathname: string, override: SeoOverride | null | undefined) {
  const meta = buildPageMeta(pathname, env.VITE_SITE_URL, override);
  applyHeadTags(document, meta.title, headTags(meta, new URL('/images/og-image.png', env.VITE_SITE_URL).href));
}
