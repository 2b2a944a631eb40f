import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdApp } from './support/hold-app';
import { helpTopics } from '../src/content/help-center';

/** Every public route of the spec (§2), in its order. */
const publicRoutes = [
  '/',
  '/leasing',
  '/comment-ca-marche',
  '/contact-pro',
  '/contact',
  '/a-propos',
  '/nos-engagements',
  '/devenir-partenaire',
  '/carrieres',
  '/centre-aide',
  '/faq',
  '/documentation',
  '/mentions-legales',
  '/cgu',
  '/confidentialite',
  '/cookies',
];

const faqCategories = ['Leasing et financement', 'Livraison et installation', 'SAV et garantie', 'Résiliation et renouvellement'];

/** Waits until the prerendered page is hydrated and its data calls have settled. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('public pages', () => {
  for (const path of publicRoutes) {
    test(`${path} shows exactly one h1, sets its title and logs no console error`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await settle(page);

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('h1')).not.toHaveText('');
      const title = await page.title();
      expect(title.trim().length).toBeGreaterThan(5);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page with a link home and logs the path', async ({ page, consoleErrors }) => {
    const path = '/cette-page-n-existe-pas';
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await expect.poll(() => consoleErrors.some((error) => error.includes(path))).toBe(true);
    // Besides that log, the only error allowed is the browser's own line about the 404 status.
    expect(consoleErrors.filter((error) => !error.includes(path) && !/status of 404/.test(error))).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('FAQ', () => {
  test('the search filters questions and answers, accents and case aside, down to the no-match lines', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/faq');
    await settle(page);
    const search = page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
    await expect(search).toHaveAttribute('placeholder', 'Rechercher dans la FAQ...');
    const categoryHeading = (name: string) => page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
    for (const name of faqCategories) await expect(categoryHeading(name)).toBeVisible();

    // « resiliation » (no accent) finds « Résiliation », and the categories without a match are hidden.
    await search.fill('RESILIATION');
    await expect(categoryHeading('Livraison et installation')).toHaveCount(0);
    await expect(categoryHeading('Résiliation et renouvellement')).toBeVisible();
    await expect(page.getByRole('button', { name: /Puis-je résilier mon contrat avant son terme/ })).toBeVisible();

    // A word found only in an answer.
    await search.fill('kbis');
    await expect(page.getByRole('button', { name: /Quels documents dois-je fournir/ })).toBeVisible();
    await expect(categoryHeading('SAV et garantie')).toHaveCount(0);

    await search.fill('téléportation');
    await expect(page.getByText('Aucune question ne correspond à votre recherche.')).toBeVisible();
    await expect(page.getByText("Essayez avec d'autres mots-clés ou contactez notre support.")).toBeVisible();
    for (const name of faqCategories) await expect(categoryHeading(name)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contacter le support' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );

    await search.fill('');
    for (const name of faqCategories) await expect(categoryHeading(name)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an accordion keeps one question open and closes it again', async ({ page }) => {
    await page.goto('/faq');
    await settle(page);
    const category = page.getByRole('region', { name: 'SAV et garantie' });
    const first = category.getByRole('button', { name: /Quelle est la durée de la garantie/ });
    const second = category.getByRole('button', { name: /Sous quel délai un technicien intervient-il/ });

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('taps before the app has loaded', () => {
  test('the mobile menu opens once the app is ready', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const releaseApp = await holdApp(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    releaseApp();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a FAQ question opens once the app is ready, and only the last one tapped', async ({ page, consoleErrors }) => {
    const releaseApp = await holdApp(page);
    await page.goto('/faq');
    const category = page.getByRole('region', { name: 'SAV et garantie' });
    const first = category.getByRole('button', { name: /Quelle est la durée de la garantie/ });
    const second = category.getByRole('button', { name: /Sous quel délai un technicien intervient-il/ });
    await first.click();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    releaseApp();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('help centre', () => {
  test('the search lists articles and FAQ answers, and a FAQ result opens its question', async ({ page, consoleErrors }) => {
    await page.goto('/centre-aide');
    await settle(page);
    // Each topic's count is the number of its articles (not the spec's fixed 12/8/10/15).
    for (const topic of helpTopics) {
      await expect(page.getByRole('region', { name: topic.title }).getByText(`${topic.articles.length} articles`)).toBeVisible();
    }

    await page.getByRole('searchbox', { name: 'Rechercher dans le centre d’aide' }).fill('panne');
    const results = page.getByRole('search');
    await expect(results.getByRole('link', { name: /SAV et technique.*Comment signaler une panne/ })).toBeVisible();
    const faqResult = results.getByRole('link', { name: /FAQ · SAV et garantie.*Comment signaler une panne/ });
    await expect(faqResult).toHaveAttribute('href', '/faq#signaler-panne');

    await faqResult.click();
    await expect(page).toHaveURL(/\/faq#signaler-panne$/);
    await expect(page.getByRole('button', { name: /Comment signaler une panne/, expanded: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
