import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { preloadRoute, prerenderedPageModule } from '@/app/route-table';
import { AppRoutes } from '@/app/router';
import { emptyCatalogue, type CatalogueSnapshot } from '@/features/catalog/api/catalogue-rows';
import { CATALOGUE_SEED_ELEMENT_ID, CatalogueSeedProvider } from '@/features/catalog/components/catalogue-seed';
import { prerenderCataloguePage } from '@/features/catalog/prerender-catalogue';
import { buildPageMeta } from '@/features/page-meta/build-page-meta';
import { faqJsonLd } from '@/features/page-meta/faq-json-ld';
import { headTags, renderHeadTags } from '@/features/page-meta/head-tags';
import { catalogueOgImage, cataloguePageMeta } from '@/pages/public/catalogue-head';

export { catalogueRoutes } from '@/features/catalog/catalogue-pages';
export type { CatalogueSnapshot } from '@/features/catalog/api/catalogue-rows';

/** A JSON data block for the page (never executed, so the CSP's script-src does not apply). */
function jsonBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Build-time render of one public page: its markup and the head tags that go with it. Catalogue
 * rows (read once by scripts/prerender.ts) feed the home's chips and the category and product
 * pages; the rows a page used go into it too, so the browser hydrates from the same data.
 */
export async function render(url: string, siteUrl: string, catalogue: CatalogueSnapshot = emptyCatalogue) {
  await preloadRoute(url);
  const { seed, seo } = prerenderCataloguePage(url, catalogue, siteUrl);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers>
          <CatalogueSeedProvider seed={seed}>
            <AppRoutes />
          </CatalogueSeedProvider>
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
  const meta = seo
    ? cataloguePageMeta(seo, siteUrl)
    : buildPageMeta(url, siteUrl, null, url === '/faq' ? [faqJsonLd()] : []);
  const head = renderHeadTags(headTags(meta, catalogueOgImage(siteUrl)));
  return {
    html,
    title: meta.title,
    head: seed ? `${head}\n    ${jsonBlock(CATALOGUE_SEED_ELEMENT_ID, seed)}` : head,
    pageModule: prerenderedPageModule(url),
  };
}
