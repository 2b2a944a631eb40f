import { expect, test } from '@playwright/test';
import { loginRoute, publicRoutes } from '../src/config/routes';

/** The headers of public/_headers, as the preview server applies them (the deployment uses the same file). */
test.describe('security headers', () => {
  for (const path of ['/', '/leasing', '/admin/login', '/page-inexistante']) {
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
