import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Cookie consent: banner, refusal stored for six months, reopened from /cookies. */
const STORAGE_KEY = 'visiolease-cookie-consent';
const SIX_MONTHS_MS = 183 * 24 * 3600 * 1000;

interface StoredConsent {
  decidedAt: string;
  expiresAt: string;
  choices: { analytics: boolean; marketing: boolean; functional: boolean };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Gestion des cookies' });

async function storedConsent(page: Page): Promise<StoredConsent | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
}

test('the banner asks first; « Tout refuser » stores the refusal and hides it', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const refuse = banner(page).getByRole('button', { name: 'Tout refuser' });
  const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
  await expect(banner(page).getByRole('button', { name: 'Personnaliser' })).toBeVisible();
  // As easy to refuse as to accept: same size.
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(refuseBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0);
  expect(refuseBox?.height).toBeCloseTo(acceptBox?.height ?? 0, 0);
  expect(await storedConsent(page)).toBeNull();

  await refuse.click();
  await expect(banner(page)).toBeHidden();
  const consent = await storedConsent(page);
  expect(consent?.choices).toEqual({ analytics: false, marketing: false, functional: false });
  const validity = Date.parse(consent?.expiresAt ?? '') - Date.parse(consent?.decidedAt ?? '');
  expect(Math.abs(validity - SIX_MONTHS_MS)).toBeLessThan(4 * 24 * 3600 * 1000);

  // The choice holds on the next pages.
  await page.goto('/leasing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('« Gérer mes préférences de cookies » on /cookies reopens the choices', async ({ page, consoleErrors }) => {
  await page.goto('/cookies');
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('button', { name: 'Gérer mes préférences de cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Préférences de cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Essentiels' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Essentiels' })).toBeChecked();
  for (const name of ['Mesure d’audience', 'Marketing', 'Fonctionnalités']) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  }
  await dialog.getByRole('switch', { name: 'Mesure d’audience' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedConsent(page))?.choices).toEqual({ analytics: true, marketing: false, functional: false });
  await expect(page.getByRole('button', { name: 'Gérer mes préférences de cookies' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('an expired choice is asked again', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await page.evaluate((key) => {
    const consent = JSON.parse(localStorage.getItem(key) ?? '{}');
    consent.decidedAt = new Date(Date.now() - 200 * 24 * 3600 * 1000).toISOString();
    consent.expiresAt = new Date(Date.now() - 17 * 24 * 3600 * 1000).toISOString();
    localStorage.setItem(key, JSON.stringify(consent));
  }, STORAGE_KEY);
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test('the banner is reachable and answerable with the keyboard, without trapping it', async ({ page }) => {
  await page.goto('/contact');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'En savoir plus' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Tout refuser' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // Past the banner, focus goes on into the page.
  await expect(page.locator(':focus')).not.toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Gestion des cookies"]') === null)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(banner(page).getByRole('button', { name: 'Tout refuser' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect((await storedConsent(page))?.choices.marketing).toBe(false);
});
