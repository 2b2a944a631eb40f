import type { Tables } from '../src/lib/database.types';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

type SeoRow = Tables<'seo_content'>;

/** /admin/seo and /admin/seo/content against the local stack, signed in as the seeded admin. */
test.describe('admin SEO', () => {
  test('the dashboard shows the figures of the seeded pages', async ({ page, consoleErrors }) => {
    const db = serviceClient();
    const rows = (await db.from('seo_content').select('status, seo_score')).data!;
    const published = rows.filter((row) => row.status === 'published').length;
    const toFix = rows.filter((row) => row.seo_score < 70).length;
    const average = Math.round(rows.reduce((sum, row) => sum + (row.seo_score ?? 0), 0) / Math.max(rows.length, 1));

    await signInAsAdmin(page);
    await page.goto('/admin/seo');
    const card = (id: string) => page.locator(`[data-stat="${id}"]`);
    await expect(card('total-pages').locator('[data-slot="stat-value"]')).toHaveText(String(rows.length));
    await expect(card('total-pages')).toContainText(`${published} publiée`);
    await expect(card('average-score').locator('[data-slot="stat-value"]')).toHaveText(`${average}/100`);
    await expect(card('average-score')).toContainText(average >= 70 ? 'Bon score' : 'À améliorer');
    await expect(card('optimised-pages').locator('[data-slot="stat-value"]')).toHaveText(
      String(Math.max(0, published - toFix)),
    );
    await expect(card('pages-to-fix').locator('[data-slot="stat-value"]')).toHaveText(String(toFix));
    const sitemap = page.getByRole('link', { name: /sitemap/i });
    await expect(sitemap).toHaveAttribute('target', '_blank');
    await expect(sitemap).toHaveAttribute('rel', 'noopener noreferrer');
    if (toFix > 0) {
      await page.getByRole('link', { name: 'Corriger', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/seo\/content$/);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('creates a page with its computed score and badge, then edits it (og fields empty)', async ({
    page,
    consoleErrors,
  }) => {
    const db = serviceClient();
    const url = `/e2e-offre-${Date.now()}`;
    try {
      await signInAsAdmin(page);
      await page.goto('/admin/seo/content');
      await page.getByRole('button', { name: 'Nouvelle page' }).click();
      const dialog = page.getByRole('dialog', { name: 'Créer une nouvelle page' });
      await dialog.getByLabel(/^URL de la page/).fill(url);
      await dialog.getByLabel(/^Titre meta/).fill('Offre spéciale écrans LED'); // 25 characters → 25
      await expect(dialog.getByText('25/60')).toBeVisible();
      await dialog
        .getByLabel(/^Meta description/)
        .fill('Louez vos écrans LED professionnels sans apport, installation et SAV inclus, dès 36 mois.'); // → 25
      await dialog.getByLabel('Mots-clés').fill('écran LED, , leasing ,offre'); // 3 keywords → 15
      await dialog.getByLabel('Titre H1').fill('Offre LED'); // 9 characters → 0
      await dialog.getByLabel('Titre Open Graph').fill('Offre OG');
      await expect(dialog.getByTestId('seo-live-score')).toHaveText('65');
      await expect(dialog.getByText('Moyen (65)')).toBeVisible();
      await dialog.getByRole('button', { name: 'Créer la page' }).click();

      await expect(page.getByText('Page créée')).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: url });
      await expect(row).toContainText('Moyen (65)');
      await expect(row).toContainText('Publié');
      await expect(row).toContainText('Offre spéciale écrans LED');
      const saved = (await db.from('seo_content').select('*').eq('page_url', url).single()).data!;
      expect(saved).toMatchObject({
        seo_score: 65,
        status: 'published',
        keywords: ['écran LED', 'leasing', 'offre'],
        h1: 'Offre LED',
        canonical_url: null,
        og_title: 'Offre OG',
      });

      await row.getByRole('button', { name: `Modifier la page ${url}` }).click();
      const edit = page.getByRole('dialog', { name: 'Modifier la page' });
      const pageUrl = edit.getByLabel(/^URL de la page/);
      await expect(pageUrl).toHaveValue(url);
      await expect(pageUrl).toHaveAttribute('readonly', '');
      await expect(edit.getByLabel(/^Titre meta/)).toHaveValue('Offre spéciale écrans LED');
      // Every field comes back, so saving keeps what was not touched (Open Graph included).
      await expect(edit.getByLabel('Titre Open Graph')).toHaveValue('Offre OG');
      await expect(edit.getByLabel('Description Open Graph')).toHaveValue('');
      await expect(edit.getByTestId('seo-live-score')).toHaveText('65');
      await edit.getByLabel('Titre H1').fill('Offre spéciale LED');
      await edit.getByLabel('URL canonique').fill(url);
      await expect(edit.getByTestId('seo-live-score')).toHaveText('100');
      await edit.getByRole('button', { name: 'Mettre à jour' }).click();

      await expect(page.getByText('Page mise à jour')).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(row).toContainText('Excellent (100)');
      const updated = (await db.from('seo_content').select('*').eq('page_url', url).single()).data!;
      expect(updated).toMatchObject({
        seo_score: 100,
        status: 'published',
        canonical_url: url,
        og_title: 'Offre OG',
        og_description: null,
      });
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.from('seo_content').delete().eq('page_url', url);
    }
  });

  test('a page published for /leasing sets the public page title', async ({ page }) => {
    const db = serviceClient();
    // The seed already describes /leasing: set it aside and put it back afterwards.
    const seeded = (await db.from('seo_content').select('*').eq('page_url', '/leasing').maybeSingle())
      .data as SeoRow | null;
    if (seeded) await db.from('seo_content').delete().eq('id', seeded.id);
    const title = `Leasing e2e ${Date.now()} | VisioLease`;
    try {
      await signInAsAdmin(page);
      await page.goto('/admin/seo/content');
      await page.getByRole('button', { name: 'Nouvelle page' }).click();
      const dialog = page.getByRole('dialog', { name: 'Créer une nouvelle page' });
      await dialog.getByLabel(/^URL de la page/).fill('/leasing');
      await dialog.getByLabel(/^Titre meta/).fill(title);
      await dialog
        .getByLabel(/^Meta description/)
        .fill('Une description de test de la page leasing, assez longue pour le score.');
      await dialog.getByRole('button', { name: 'Créer la page' }).click();
      await expect(page.getByText('Page créée')).toBeVisible();

      await page.goto('/leasing');
      await expect(page).toHaveTitle(title);
    } finally {
      await db.from('seo_content').delete().eq('page_url', '/leasing');
      if (seeded) await db.from('seo_content').insert(seeded);
    }
  });

  test('a duplicate URL is refused in French and nothing typed is lost', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/seo/content');
    await page.getByRole('button', { name: 'Nouvelle page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une nouvelle page' });
    await dialog.getByLabel(/^URL de la page/).fill('/faq');
    await dialog.getByLabel(/^Titre meta/).fill('Doublon de la FAQ');
    await dialog.getByLabel(/^Meta description/).fill('Cette page existe déjà.');
    await dialog.getByRole('button', { name: 'Créer la page' }).click();
    await expect(page.getByText('Une page existe déjà pour cette URL.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^URL de la page/)).toHaveValue('/faq');
    await expect(dialog.getByLabel(/^Titre meta/)).toHaveValue('Doublon de la FAQ');
  });
});
