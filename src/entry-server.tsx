import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { preloadFooter } from '@/app/layout/public-layout';
import { Providers } from '@/app/providers';
import { preloadRoute, prerenderedPageModule } from '@/app/route-table';
import { AppRoutes } from '@/app/router';
import { emptyCatalogue, type CatalogueSnapshot } from '@/features/catalogue/api/catalogue-rows';
import { CATALOGUE_SEED_ELEMENT_ID, CatalogueSeedProvider } from '@/features/catalogue/components/catalogue-seed';
import { prerenderCataloguePage } from '@/features/catalogue/prerender-catalogue';
import { HERO_SEED_ELEMENT_ID, HeroSeedProvider } from '@/features/hero-slides/components/hero-seed';
import { firstSlideImage, firstSlidePreload } from '@/features/hero-slides/published-first-slide';
import type { HeroSlide } from '@/features/hero-slides/slide-window';
import type { PublishedSeoRow } from '@/features/page-meta/api/seo-rows';
import { buildPageMeta } from '@/features/page-meta/build-page-meta';
import { findPublicRoute } from '@/features/page-meta/public-route';
import { SEO_SEED_ELEMENT_ID, SeoSeedProvider, type SeoSeed } from '@/features/page-meta/components/seo-seed';
import { faqJsonLd } from '@/features/page-meta/faq-json-ld';
import { headTags, renderHeadTags } from '@/features/page-meta/head-tags';
import { catalogueOgImage, cataloguePageMeta } from '@/pages/public/catalogue-head';

export { catalogueRoutes } from '@/features/catalogue/catalogue-pages';
export type { CatalogueSnapshot } from '@/features/catalogue/api/catalogue-rows';
export type { PublishedSeoRow } from '@/features/page-meta/api/seo-rows';

/** A JSON data block for the page (never executed, so the CSP's script-src does not apply). */
function jsonBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The published SEO row of a page of the route table (the catalogue's pages have their own head). */
function seoSeedOf(url: string, seoRows: PublishedSeoRow[]): SeoSeed | null {
  if (!findPublicRoute(url)) return null;
  const row = seoRows.find((candidate) => candidate.page_url === url);
  if (!row) return { path: url, override: null };
  const { page_url: _path, ...override } = row;
  return { path: url, override };
}

/**
 * Build-time render of one public page: its markup and the head tags that go with it. Catalogue
 * rows and published SEO rows (read once by scripts/prerender.ts) feed the home's chips, the
 * category and product pages, and each page's title, description, social tags and h1; the rows
 * a page used go into it too, so the browser hydrates from the same data. The hero's slides give
 * the home page its first image, shown from the first paint and preloaded from the head.
 */
export async function render(
  url: string,
  siteUrl: string,
  catalogue: CatalogueSnapshot = emptyCatalogue,
  seoRows: PublishedSeoRow[] = [],
  heroSlides: HeroSlide[] = [],
) {
  await Promise.all([preloadRoute(url), preloadFooter()]);
  const { seed, seo } = prerenderCataloguePage(url, catalogue, siteUrl);
  const seoSeed = seoSeedOf(url, seoRows);
  const heroImage = url === '/' ? firstSlideImage(heroSlides) : undefined;
  const heroSeed = heroImage ? { image: heroImage.src, srcSet: heroImage.srcSet } : null;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers>
          <SeoSeedProvider seed={seoSeed}>
            <CatalogueSeedProvider seed={seed}>
              <HeroSeedProvider seed={heroSeed}>
                <AppRoutes />
              </HeroSeedProvider>
            </CatalogueSeedProvider>
          </SeoSeedProvider>
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
  const meta = seo
    ? cataloguePageMeta(seo, siteUrl)
    : buildPageMeta(url, siteUrl, seoSeed?.override, url === '/faq' ? [faqJsonLd()] : []);
  const blocks = [
    firstSlidePreload(heroImage),
    renderHeadTags(headTags(meta, catalogueOgImage(siteUrl))),
    seed ? jsonBlock(CATALOGUE_SEED_ELEMENT_ID, seed) : '',
    seoSeed ? jsonBlock(SEO_SEED_ELEMENT_ID, seoSeed) : '',
    heroSeed ? jsonBlock(HERO_SEED_ELEMENT_ID, heroSeed) : '',
  ];
  return {
    html,
    title: meta.title,
    head: blocks.filter(Boolean).join('\n    '),
    pageModule: prerenderedPageModule(url),
  };
}
