import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const result = (page: Page) => page.getByTestId('simulator-result');

test.describe('/leasing', () => {
  test('explainer, comparison table, figures and testimonials, one h1 and no console error', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/leasing');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le leasing opérationnel, comment ça marche ?');

    const table = page.getByRole('table', { name: /Comparatif indicatif/ });
    await expect(table.getByRole('columnheader', { name: 'Leasing' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Achat comptant' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Apport initial' })).toBeVisible();

    for (const figure of ['2 500+', '150 M€', '99,8 %', '15 ans']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Ils ont choisi la location' })).toBeVisible();
    await expect(page.locator('figure blockquote')).toHaveCount(2);

    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test('the simulator responds to the keyboard, from 900 € to 3 600 € HT/mois at its bounds', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/leasing#simulator');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    const value = page.getByRole('slider', { name: 'Valeur de l’équipement' });
    const duration = page.getByRole('slider', { name: 'Durée du contrat' });

    await expect(value).toHaveAttribute('aria-valuenow', '50000');
    await expect(duration).toHaveAttribute('aria-valuenow', '36');
    await expect(result(page)).toHaveText('1 500 € HT/mois');

    await value.focus();
    await page.keyboard.press('ArrowRight');
    await expect(value).toHaveAttribute('aria-valuenow', '55000');
    await expect(value).toHaveAttribute('aria-valuetext', /55.000 euros hors taxes/);
    await expect(result(page)).toHaveText('1 650 € HT/mois');

    await duration.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(duration).toHaveAttribute('aria-valuetext', '24 mois');
    await expect(result(page)).toHaveText('2 475 € HT/mois');

    await value.focus();
    await page.keyboard.press('Home');
    await duration.focus();
    await page.keyboard.press('Home');
    await expect(value).toHaveAttribute('aria-valuenow', '10000');
    await expect(duration).toHaveAttribute('aria-valuenow', '12');
    await expect(result(page)).toHaveText('900 € HT/mois');

    await value.focus();
    await page.keyboard.press('End');
    await duration.focus();
    await page.keyboard.press('End');
    await expect(value).toHaveAttribute('aria-valuenow', '200000');
    await expect(duration).toHaveAttribute('aria-valuenow', '60');
    await expect(result(page)).toHaveText('3 600 € HT/mois');

    expect(consoleErrors).toEqual([]);
  });

  test('« Simuler mon loyer » on the home page lands on the simulator', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Simuler mon loyer' }).first().click();
    await expect(page).toHaveURL(/\/leasing#simulator$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Simulez votre loyer mensuel' })).toBeInViewport();
  });
});

test('/comment-ca-marche shows the six steps under one h1', async ({ page, consoleErrors }) => {
  await page.goto('/comment-ca-marche');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment ça marche ?');
  await expect(page.getByRole('main').locator('ol > li')).toHaveCount(6);
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});
