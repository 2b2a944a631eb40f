import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The build the e2e server serves through the hosts' rules (scripts/serve-dist.mjs). */
const dist = path.resolve(process.env.E2E_OUT_DIR ?? 'dist-e2e');
const pageFile = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);

test('every URL of the sitemap answers 200 with its prerendered HTML, and no redirect', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml', { maxRedirects: 0 })).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
  // The public routes and the seeded catalogue (six categories, sixteen products): e2e/build-output.spec.ts counts them.
  expect(locations.length).toBeGreaterThan(30);
  for (const location of locations) {
    const response = await request.get(location.pathname, { maxRedirects: 0 });
    expect(response.status(), location.pathname).toBe(200);
    expect(response.headers()['location'], location.pathname).toBeUndefined();
    expect(response.headers()['content-type'], location.pathname).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html, `${location.pathname} is its prerendered file`).toBe(
      fs.readFileSync(path.join(dist, pageFile(location.pathname)), 'utf8'),
    );
    // The page names the very URL the sitemap lists as its canonical one.
    expect(html, location.pathname).toContain(`<link rel="canonical" href="${location.href}"`);
  }
});

test('the other forms of a page’s URL redirect once to the one the sitemap lists', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((pagePath) => pagePath !== '/');
  for (const pagePath of paths) {
    for (const variant of [`${pagePath}/`, `${pagePath}.html`]) {
      const response = await request.get(`${variant}?utm_source=salon`, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(308);
      expect(response.headers()['location'], variant).toBe(`${pagePath}?utm_source=salon`);
    }
  }
  const home = await request.get('/index.html', { maxRedirects: 0 });
  expect(home.status()).toBe(308);
  expect(home.headers()['location']).toBe('/');
});
