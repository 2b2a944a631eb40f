import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { preloadRoute, prerenderedPageModule } from '@/app/route-table';
import { AppRoutes } from '@/app/router';
import { buildPageMeta } from '@/features/page-meta/build-page-meta';
import { faqJsonLd } from '@/features/page-meta/faq-json-ld';
import { headTags, renderHeadTags } from '@/features/page-meta/head-tags';

/** Build-time render of one public page: its markup and the head tags that go with it. */
export async function render(url: string, siteUrl: string) {
  await preloadRoute(url);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
  const meta = buildPageMeta(url, siteUrl, null, url === '/faq' ? [faqJsonLd()] : []);
  return {
    html,
    title: meta.title,
    head: renderHeadTags(headTags(meta, new URL('/images/og-image.png', siteUrl).href)),
    pageModule: prerenderedPageModule(url),
  };
}
