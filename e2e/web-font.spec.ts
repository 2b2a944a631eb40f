import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const INTER_LATIN = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** Every layout shift of the page since its navigation started (buffered: the first paint's included). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The Inter faces the document uses, with their display policy and state. */
const interFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Inter Variable')
      .map((face) => ({ display: face.display, status: face.status })),
  );

test.describe('web font', () => {
  test('a first visit paints in the fallback, fetches Inter once painted and never moves text for it', async ({
    page,
    consoleErrors,
  }) => {
    await recordLayoutShifts(page);
    const font = page.waitForResponse((response) => INTER_LATIN.test(new URL(response.url()).pathname));

    // /leasing: its long paragraphs rewrapped when Inter was swapped in after the paint (CLS 0.008).
    await page.goto('/leasing');
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
    expect((await font).ok()).toBe(true);
    // Fetched and decoded (the entry then remembers it), yet not applied: the landing page keeps the fallback.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('visiolease:inter-fetched'))).toBe('1');
    expect(await interFaces(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);

    // The next page shown brings Inter in with its new content.
    await page.getByRole('banner').getByRole('link', { name: 'Comment ça marche' }).click();
    await expect(page).toHaveURL(/\/comment-ca-marche$/);
    await expect.poll(() => interFaces(page)).toContainEqual({ display: 'swap', status: 'loaded' });
    expect(consoleErrors).toEqual([]);
  });

  test('a browser that already holds Inter uses it from the first paint, never swapped in late', async ({ page }) => {
    const font = page.waitForResponse((response) => INTER_LATIN.test(new URL(response.url()).pathname));
    await page.goto('/faq');
    await font;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('visiolease:inter-fetched'))).toBe('1');

    await recordLayoutShifts(page);
    await page.goto('/leasing');
    await expect.poll(() => interFaces(page)).toContainEqual({ display: 'optional', status: 'loaded' });
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });
});
