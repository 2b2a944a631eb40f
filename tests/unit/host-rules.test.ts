import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistanceRoute, loginRoute, paths, publicRoutes, unsubscribeRoute } from '../../src/config/routes';
import {
  headersPatternMatches,
  matchRedirect,
  parseHeadersFile,
  parseRedirectsFile,
  resolveStaticPath,
} from '../../scripts/lib/host-rules.mjs';
import { createServer } from '../../scripts/serve-dist.mjs';

const publicDir = path.resolve('public');
const shippedRedirects = fs.readFileSync(path.join(publicDir, '_redirects'), 'utf8');
const shippedHeaders = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');

describe('resolveStaticPath: which file answers a path, as Cloudflare Pages serves a build', () => {
  const files = new Set([
    'index.html',
    'leasing.html',
    'catalogue/totems.html',
    'catalogue/totems/totem-exterieur.html',
    'sitemap.xml',
    'assets/app-1a2b3c4d.js',
    'guide/index.html',
  ]);
  const isFile = (relative: string) => files.has(relative);

  it.each([
    // Pages built as <path>.html answer their canonical URL, without a slash, with the file.
    ['/', { file: 'index.html' }],
    ['/leasing', { file: 'leasing.html' }],
    ['/catalogue/totems', { file: 'catalogue/totems.html' }],
    ['/catalogue/totems/totem-exterieur', { file: 'catalogue/totems/totem-exterieur.html' }],
    ['/sitemap.xml', { file: 'sitemap.xml' }],
    ['/assets/app-1a2b3c4d.js', { file: 'assets/app-1a2b3c4d.js' }],
    // Their other forms redirect to it.
    ['/leasing/', { redirect: '/leasing' }],
    ['/leasing.html', { redirect: '/leasing' }],
    ['/index.html', { redirect: '/' }],
    ['/catalogue/totems/', { redirect: '/catalogue/totems' }],
    ['/catalogue/totems/totem-exterieur.html', { redirect: '/catalogue/totems/totem-exterieur' }],
    // A folder's index.html is served with the slash: the layout the build no longer writes.
    ['/guide', { redirect: '/guide/' }],
    ['/guide/', { file: 'guide/index.html' }],
    ['/guide/index.html', { redirect: '/guide/' }],
  ])('%s → %o', (urlPath, answer) => {
    expect(resolveStaticPath(urlPath, isFile)).toEqual(answer);
  });

  it.each(['/inconnu', '/inconnu/', '/inconnu.html', '/catalogue/', '/catalogue', '/guide.html'])(
    '%s is no page (the host’s 404)',
    (urlPath) => {
      expect(resolveStaticPath(urlPath, isFile)).toBeUndefined();
    },
  );
});

describe('parseRedirectsFile and matchRedirect', () => {
  it('fills the splat and named placeholders, keeps the status, and takes the first rule that matches', () => {
    const rules = parseRedirectsFile(
      [
        '# a comment',
        '',
        '/ancien-tarif     /leasing                 301',
        '/actus/:annee/*   /blog/:annee/:splat      302',
        '/app/*            /spa                     200',
        '/app/*            /never                   200',
      ].join('\n'),
    );
    expect(matchRedirect(rules, '/ancien-tarif')).toEqual({ to: '/leasing', status: 301, line: 3 });
    expect(matchRedirect(rules, '/actus/2026/salon/led')).toEqual({ to: '/blog/2026/salon/led', status: 302, line: 4 });
    expect(matchRedirect(rules, '/app/')).toMatchObject({ to: '/spa', status: 200 });
    expect(matchRedirect(rules, '/app/commandes/12')).toMatchObject({ to: '/spa', line: 5 });
    // Sources are whole paths: no prefix match, a dot is a dot.
    expect(matchRedirect(rules, '/ancien-tarif/2')).toBeUndefined();
    expect(matchRedirect(rules, '/app')).toBeUndefined();
    expect(matchRedirect(parseRedirectsFile('/a.html /b 301'), '/aXhtml')).toBeUndefined();
  });

  it('refuses, with its line, what Netlify and Cloudflare Pages would not apply alike', () => {
    expect(() => parseRedirectsFile('/admin/* /spa')).toThrow(/ligne 1 .*source destination statut/);
    expect(() => parseRedirectsFile('\n/* /404.html 404')).toThrow(/ligne 2 .*statut 404/);
    expect(() => parseRedirectsFile('/admin/* /spa 200!')).toThrow(/statut 200!/);
    expect(() => parseRedirectsFile('/a/*/b /spa 200')).toThrow(/dernier segment/);
    expect(() => parseRedirectsFile('admin /spa 200')).toThrow(/commençant par « \/ »/);
    expect(() => parseRedirectsFile('/api/* https://api.example.fr/:splat 200')).toThrow(/fichier du site/);
    expect(() => parseRedirectsFile('/admin /spa 200 Country=fr')).toThrow(/source destination statut/);
  });
});

describe('public/_redirects, as shipped with the build', () => {
  const rules = parseRedirectsFile(shippedRedirects);

  it('gives the back-office the SPA shell, and the login page its prerendered file', () => {
    for (const adminPath of [
      paths.admin.dashboard,
      paths.admin.orders,
      paths.admin.order('42'),
      '/admin/reset-password',
    ]) {
      expect(matchRedirect(rules, adminPath), adminPath).toMatchObject({ to: '/spa', status: 200 });
    }
    // A rewrite to itself: Cloudflare Pages applies rules before files, so the splat would hide the page.
    expect(matchRedirect(rules, loginRoute.path)).toMatchObject({ to: loginRoute.path, status: 200 });
  });

  it('matches no prerendered page nor catalogue path (Cloudflare Pages applies rules before files)', () => {
    const built = [...publicRoutes, unsubscribeRoute, assistanceRoute].map((route) => route.path);
    const catalogue = ['/catalogue/ecrans-geants', '/catalogue/ecrans-geants/un-produit-publie-apres-le-build'];
    for (const pagePath of [...built, ...catalogue, '/produits/un-produit-publie-apres-le-build', '/sitemap.xml']) {
      expect(matchRedirect(rules, pagePath), pagePath).toBeUndefined();
    }
  });

  it('_headers puts the security headers on every path, the SPA’s and 404.html’s included', () => {
    const headerRules = parseHeadersFile(shippedHeaders);
    for (const urlPath of ['/', '/admin/orders', '/produits/un-produit-publie-apres-le-build']) {
      const applied = headerRules.filter((rule) => headersPatternMatches(rule.pattern, urlPath));
      expect(
        applied.some((rule) => 'Content-Security-Policy' in rule.headers),
        urlPath,
      ).toBe(true);
    }
  });
});

/** A miniature build served by the preview server, with the shipped rules files. */
describe('scripts/serve-dist.mjs applies the rules files', () => {
  let root: string;
  let origin: string;
  let server: ReturnType<typeof createServer>;
  const pages: Record<string, string> = {
    'index.html': '<h1>Accueil</h1>',
    'leasing.html': '<h1>Leasing</h1>',
    'catalogue/totems.html': '<h1>Totems</h1>',
    'catalogue/totems/totem-exterieur.html': '<h1>Totem extérieur</h1>',
    'admin/login.html': '<h1>Espace administration</h1>',
    'spa.html': '<div id="root"></div><!-- spa -->',
    '404.html': '<div id="root"></div><!-- 404 -->',
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-dist-'));
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), html);
    }
    fs.writeFileSync(
      path.join(root, '_redirects'),
      `/ancienne-coquille /spa.html 200\n${shippedRedirects}\n/ancien-tarif /leasing 301\n`,
    );
    fs.writeFileSync(path.join(root, '_headers'), shippedHeaders);
    server = createServer({ root });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (urlPath: string) => fetch(`${origin}${urlPath}`, { redirect: 'manual' });

  it.each([
    ['/', 200, pages['index.html']],
    ['/leasing', 200, pages['leasing.html']],
    ['/catalogue/totems', 200, pages['catalogue/totems.html']],
    ['/catalogue/totems/totem-exterieur', 200, pages['catalogue/totems/totem-exterieur.html']],
    ['/admin/login', 200, pages['admin/login.html']],
    ['/admin', 200, pages['spa.html']],
    ['/admin/orders', 200, pages['spa.html']],
    ['/produits/un-produit-publie-apres-le-build', 404, pages['404.html']],
    ['/catalogue/ecrans-geants/un-produit-publie-apres-le-build', 404, pages['404.html']],
    ['/_redirects', 404, pages['404.html']],
    ['/_headers', 404, pages['404.html']],
    ['/..%2f..%2fetc%2fpasswd', 404, pages['404.html']],
  ])('%s answers %i with its file and the security headers', async (urlPath, status, body) => {
    const response = await get(urlPath);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('redirects with the rule’s status, keeping the query string', async () => {
    const response = await get('/ancien-tarif?utm_source=salon');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/leasing?utm_source=salon');
  });

  it.each([
    ['/leasing/?utm_source=salon', '/leasing?utm_source=salon'],
    ['/leasing.html', '/leasing'],
    ['/catalogue/totems/', '/catalogue/totems'],
    ['/index.html', '/'],
    // A rewrite to a page's .html form gets the redirect Cloudflare Pages would give it.
    ['/ancienne-coquille', '/spa'],
  ])('%s redirects (308) to the page’s canonical path %s, with the security headers', async (urlPath, location) => {
    const response = await get(urlPath);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
