import fs from 'node:fs';
import nodePath from 'node:path';
import { expect, test } from '@playwright/test';
import { loginRoute, publicRoutes } from '../src/config/routes';

/** The build the e2e server serves (playwright.config.ts). */
const dist = nodePath.resolve(process.env.E2E_OUT_DIR ?? 'dist-e2e');
const builtFile = (file: string) => fs.readFileSync(nodePath.join(dist, file), 'utf8');

/** Paths that are no file of the build: the host answers them with the SPA shell (public/_redirects). */
const adminPath = '/admin/orders';
const unknownPaths = [
  '/produits/un-produit-publie-apres-le-build',
  '/catalogue/ecrans-geants/un-produit-publie-apres-le-build',
];

/** The headers of public/_headers, as the preview server applies them (the deployment uses the same file). */
test.describe('security headers', () => {
  for (const path of ['/', '/leasing', '/admin/login', '/page-inexistante', adminPath, ...unknownPaths]) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
    });
  }

  test('an unknown path answers 404 while the admin area is served by the SPA shell', async ({ request }) => {
    expect((await request.get('/page-inexistante')).status()).toBe(404);
    expect((await request.get('/admin/products')).status()).toBe(200);
  });

  test('public/_redirects and 404.html: prerendered pages are their files, other paths the SPA shell with the same headers', async ({
    request,
  }) => {
    const security = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy'];
    const reference = (await request.get('/leasing')).headers();
    const expectServed = async (path: string, status: number, file: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(await response.text(), `${path} serves ${file}`).toBe(builtFile(file));
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      for (const name of security) expect(response.headers()[name], `${path} ${name}`).toBe(reference[name]);
    };

    // The shell that answers paths which are not files: empty, for the SPA to render in the browser.
    expect(builtFile('404.html')).toBe(builtFile('spa.html'));
    expect(builtFile('spa.html')).toContain('<div id="root"></div>');
    expect(builtFile('_redirects')).toBe(fs.readFileSync('public/_redirects', 'utf8'));

    await expectServed('/leasing', 200, 'leasing.html');
    await expectServed('/', 200, 'index.html');
    await expectServed('/catalogue/ecrans-geants', 200, 'catalogue/ecrans-geants.html');
    // The one prerendered page under /admin keeps its file despite the back-office's splat.
    await expectServed(loginRoute.path, 200, 'admin/login.html');
    await expectServed('/admin', 200, 'spa.html');
    await expectServed(adminPath, 200, 'spa.html');
    // A product published after the last build, or a mistyped address: the shell, with a 404 status
    // (the browser shows the product from the database, or the not-found page: e2e/catalogue-pages.spec.ts).
    for (const path of unknownPaths) await expectServed(path, 404, '404.html');
    // The host reads its rules files; it never serves them.
    for (const path of ['/_redirects', '/_headers']) await expectServed(path, 404, '404.html');
  });

  test('every prerendered page hydrates without warnings under the strict CSP', async ({ page }) => {
    test.slow(); // 17 pages, each loaded until its data calls settle
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of [...publicRoutes.map((route) => route.path), loginRoute.path]) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});
