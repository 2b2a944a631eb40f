import { readFile } from 'node:fs/promises';
import { publicRoutes } from '../src/config/routes';
import { site } from '../src/config/site';
import { pdfText } from '../tests/support/pdf-text';
import { expect, test } from './support/fixtures';

/** Every link of every public page, as written in the markup (`href` attribute, not resolved). */
test.describe('public links', () => {
  test('no public page links to "#", an empty href or javascript:, and every internal link answers', async ({ page, request }) => {
    test.setTimeout(180_000);
    const internal = new Set<string>();
    for (const { path } of publicRoutes) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const links = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent?.trim() ?? '' })),
      );
      for (const link of links) {
        const where = `${path} → « ${link.text} » (${link.href})`;
        expect(link.href.trim(), where).not.toBe('');
        expect(link.href.trim(), where).not.toBe('#');
        expect(link.href.trim().toLowerCase(), where).not.toMatch(/^javascript:/);
        if (link.href.startsWith('#')) {
          expect(await page.locator(`[id="${link.href.slice(1)}"]`).count(), `${where}: cible absente`).toBeGreaterThan(0);
        } else if (link.href.startsWith('/') && !link.href.startsWith('//')) {
          internal.add(link.href.split('#')[0] ?? link.href);
        }
      }
    }

    expect(internal.size).toBeGreaterThan(publicRoutes.length);
    for (const href of internal) {
      // Answered where it points: a link through a redirect costs every visitor a round trip.
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
      if (response.headers()['content-type']?.startsWith('text/html')) {
        expect(await response.text(), href).not.toContain('Page not found');
      }
    }
  });

  test('a documentation download is a real PDF with the company identity', async ({ page }) => {
    await page.goto('/documentation');
    const link = page.getByRole('link', { name: /^Télécharger « Mandat de prélèvement SEPA »/ });
    await expect(link).toHaveAttribute('href', '/documents/mandat-sepa.pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('mandat-sepa.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Mandat de prélèvement SEPA');
    expect(text).toContain(site.legalName);
    // The card announces the file's real size (same rounding as the card).
    const size = `${Math.max(1, Math.round(bytes.length / 1024))}\u00a0Ko`;
    await expect(link).toHaveAccessibleName(new RegExp(`\\(PDF, ${size}\\)$`));
  });
});
