import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { publicRoutes } from '../src/config/routes';
import { expect, signIn, signInAsAdmin, test } from './support/fixtures';

/** axe-core (WCAG 2.1 A and AA) on every route, with dialogs, menus and the cookie banner open. */
async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, label).toEqual([]);
}

test.describe('accessibility of public pages', () => {
  for (const route of publicRoutes) {
    test(`${route.path} (cookie banner open)`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, route.path);
    });
  }

  test('unsubscribe page, before and after the button', async ({ page }) => {
    await page.goto('/desinscription?token=00000000-0000-4000-8000-000000000000');
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoViolations(page, '/desinscription');
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(page.getByRole('alert')).toContainText('n’est pas valide');
    await expectNoViolations(page, '/desinscription (unknown link)');
  });

  test('assistance page, its errors and the theft reminder shown', async ({ page }) => {
    await page.goto('/assistance');
    await expect(page.locator('h1')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Type d’incident' }).selectOption({ label: 'Vol' });
    await page.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(page.getByText('Veuillez saisir le numéro de votre contrat.')).toBeVisible();
    await expectNoViolations(page, '/assistance');
  });

  test('not-found page', async ({ page }) => {
    await page.goto('/nulle-part');
    await expectNoViolations(page, '404');
  });

  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu');
  });
});

test.describe('accessibility of the back-office', () => {
  test('login page and the password pages', async ({ page }) => {
    for (const path of ['/admin/login', '/admin/reset-password', '/admin/reset-password?token_hash=abc&type=invite']) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoViolations(page, path);
    }
  });

  test('every admin screen', async ({ page }) => {
    test.slow(); // 20 screens, each loaded and scanned
    await signInAsAdmin(page);
    const screens = ['/admin', '/admin/products', '/admin/products/new', '/admin/categories', '/admin/carousel', '/admin/orders', '/admin/quotes', '/admin/marketing', '/admin/marketing/leads', '/admin/seo', '/admin/seo/content', '/admin/users',
      // The pipeline's screens, with seeded rows for the detail pages.
      '/admin/orders/new', '/admin/orders/5eed0050-0000-4000-8000-000000000002',
      // A product's edit screen, with its images section.
      '/admin/products/5eed0020-0000-4000-8000-000000000001', '/admin/quotes/5eed0040-0000-4000-8000-000000000002',
      '/admin/marketing/leads/5eed0060-0000-4000-8000-000000000001', '/admin/marketing/campaigns', '/admin/seo/tools', '/admin/emails',
      // The team's screens.
      '/admin/audit',
      // After-sales: incidents, opening one, the technician's list.
      '/admin/incidents', '/admin/incidents/new', '/admin/interventions'];
    // /admin/analytics has its own test below, with its data tables and custom period open.
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    }
  });

  test('e-mail campaign screens (a new one, a sent one read-only) and a lead with its consent evidence', async ({ page }) => {
    await signIn(page, { email: 'marketing@example.com', password: 'demo123456' });
    await expect(page).toHaveURL(/\/admin$/);
    for (const path of ['/admin/marketing/campaigns/new', '/admin/marketing/campaigns/5eed0080-0000-4000-8000-000000000001']) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('audience-count')).toContainText('destinataire(s)');
      await expectNoViolations(page, path);
    }
    await page.goto('/admin/marketing/leads/5eed0060-0000-4000-8000-000000000017');
    // Consent is shown with its evidence, and can only be withdrawn (the confirmation dialog too).
    await expect(page.getByText('Accord donné')).toBeVisible();
    await expect(page.getByText(/« J’accepte de recevoir par e-mail/)).toBeVisible();
    await expectNoViolations(page, 'lead with consent');
    await page.getByRole('button', { name: 'Retirer l’accord' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Retirer l’accord de ce contact ?' })).toBeVisible();
    await expectNoViolations(page, 'withdrawing consent');
    await page.getByRole('button', { name: 'Annuler' }).click();
  });

  test('analytics: a custom period with its data tables open', async ({ page }) => {
    await signInAsAdmin(page);
    // The seeded requests of the last weeks fall within the year: charts and tables are drawn.
    await page.goto('/admin/analytics?periode=annee');
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    for (const summary of await page.getByText('Voir les données').all()) await summary.click();
    await page.getByRole('combobox', { name: 'Période' }).click();
    await page.getByRole('option', { name: 'Personnalisé' }).click();
    await expect(page.getByLabel('Du', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'analytics');
  });

  test('a screen the roles do not open: « Accès refusé »', async ({ page }) => {
    await signIn(page, { email: 'lecteur@example.com', password: 'demo123456' });
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
    await expectNoViolations(page, 'access denied');
  });

  test('dialogs open: invite a user', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'invite dialog');
  });

  test('dialogs open: new lead and new SEO page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/marketing/leads');
    await page.getByRole('button', { name: 'Nouveau lead' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'lead dialog');
    await page.goto('/admin/seo/content');
    await page.getByRole('button', { name: 'Nouvelle page' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'seo dialog');
  });
});
