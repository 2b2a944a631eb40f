import { test as base, expect, type Page } from '@playwright/test';
import { seededUsers } from './clients';

/** Signs in through the real login form and waits for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string } = seededUsers.admin) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, seededUsers.admin);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Fails the test on any console error or uncaught exception the page produced. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
