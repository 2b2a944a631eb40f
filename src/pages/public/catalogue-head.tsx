import { useEffect } from 'react';
import { env } from '@/config/env';
import type { CatalogueSeo } from '@/features/catalogue/catalogue-seo';
import type { PageMeta } from '@/features/page-meta/build-page-meta';
import { applyHeadTags, headTags } from '@/features/page-meta/head-tags';

/**
 * The head of a category or product page. Their paths come from the database, so the route table
 * (src/config/routes.ts) does not know them: the prerenderer writes this head into the HTML, and
 * in the browser CatalogueHead puts it back after the layout's PageMeta, which sees an unknown path.
 */
export function cataloguePageMeta(seo: CatalogueSeo, siteUrl: string): PageMeta {
  return {
    title: seo.title,
    description: seo.description,
    canonical: new URL(seo.path, siteUrl).href,
    keywords: [],
    ogTitle: seo.title,
    ogDescription: seo.description,
    jsonLd: seo.jsonLd,
  };
}

export const catalogueOgImage = (siteUrl: string) => new URL('/images/og-image.png', siteUrl).href;

/**
 * Applies the page's head once it has rendered. PageMeta, the public layout around every page,
 * writes the not-found head for paths the route table does not know, in an effect that runs after
 * this one (a parent's effects follow its children's): the head is written again just after it.
 */
export function CatalogueHead({ seo }: { seo: CatalogueSeo }) {
  const meta = cataloguePageMeta(seo, env.VITE_SITE_URL);
  const tags = headTags(meta, catalogueOgImage(env.VITE_SITE_URL));
  const signature = JSON.stringify([meta.title, tags]);
  useEffect(() => {
    const [title, current] = JSON.parse(signature) as [string, typeof tags];
    const apply = () => applyHeadTags(document, title, current);
    apply();
    const timer = setTimeout(apply, 0);
    return () => clearTimeout(timer);
  }, [signature]);
  return null;
}
