import { expect, signInAsAdmin, test } from './support/fixtures';

/**
 * Every link of the back-office — sidebar, cards, buttons, table rows — as an admin: each one
 * opens a screen of its own, never the not-found page. The crawl follows links page by page;
 * detail pages are visited once per kind (one order, one request, one lead…), since they share
 * their links.
 */
const NOT_FOUND = 'Oops! Page not found';
const MAX_PAGES = 80;

/** /admin/orders/3f2b…?x=1 → /admin/orders/:id: one visit per kind of screen and view. */
function kindOf(href: string): string {
  const url = new URL(href, 'http://app.local');
  const path = url.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');
  return `${path}?${[...url.searchParams.keys()].sort().join('&')}`;
}

test('every link of the back-office opens a screen, none the not-found page', async ({ page, consoleErrors }) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);

  const queue: string[] = ['/admin'];
  const seen = new Set<string>([kindOf('/admin')]);
  const visited: string[] = [];

  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const href = queue.shift()!;
    await test.step(href, async () => {
      await page.goto(href);
      await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
      // The screen has settled once its h1 shows; the not-found page has its own h1.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      visited.push(href);
      const links = await page.locator('a[href^="/admin"]').evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute('href') ?? ''),
      );
      for (const link of links) {
        if (link.startsWith('/admin/login')) continue;
        const kind = kindOf(link);
        if (seen.has(kind)) continue;
        seen.add(kind);
        queue.push(link);
      }
    });
  }

  // The crawl reached the screens the issue names, through links alone.
  for (const screen of ['/admin/orders/new', '/admin/marketing/campaigns', '/admin/marketing/campaigns/new', '/admin/marketing/campaigns/:id', '/admin/seo/tools', '/admin/emails', '/admin/quotes/:id', '/admin/orders/:id', '/admin/marketing/leads/:id']) {
    expect(visited.map((href) => kindOf(href).split('?')[0]), `reached ${screen}`).toContain(screen);
  }
  expect(visited.length).toBeGreaterThan(20);
  expect(consoleErrors).toEqual([]);
});
