import type { Page } from '@playwright/test';
import { seededUsers } from './support/clients';
import { expect, signIn, signInAsAdmin, test } from './support/fixtures';
import { holdApp } from './support/hold-app';

/**
 * The admin guard (spec §2, §6): only a signed-in admin passes; a signed-out visitor and a
 * signed-in user without the admin role are sent to /admin/login from every guarded route.
 */
const anyId = '00000000-0000-4000-8000-000000000000';

/** Every guarded admin route of the spec, {id} routes with a well-formed id. */
const guardedRoutes = [
  '/admin',
  '/admin/products',
  '/admin/products/new',
  `/admin/products/${anyId}`,
  '/admin/categories',
  '/admin/carousel',
  '/admin/orders',
  '/admin/orders/new',
  `/admin/orders/${anyId}`,
  '/admin/contracts',
  `/admin/contracts/${anyId}`,
  '/admin/incidents',
  '/admin/incidents/new',
  `/admin/incidents/${anyId}`,
  '/admin/interventions',
  '/admin/quotes',
  `/admin/quotes/${anyId}`,
  '/admin/marketing',
  '/admin/marketing/leads',
  `/admin/marketing/leads/${anyId}`,
  '/admin/marketing/campaigns',
  '/admin/seo',
  '/admin/seo/content',
  '/admin/seo/tools',
  '/admin/users',
  '/admin/emails',
  '/admin/analytics',
];


async function expectLoginPage(page: Page) {
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace administration' })).toBeVisible();
  // The back-office itself never showed up.
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
}

test('a signed-out visitor is sent to /admin/login from every guarded route', async ({ page }) => {
  // A long flow on the production build: more than the default 45 s on a busy machine.
  test.slow();
  for (const route of guardedRoutes) {
    await test.step(route, async () => {
      await page.goto(route);
      await expectLoginPage(page);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    });
  }
});

test('after signing in, the visitor is brought back to the page they asked for', async ({ page }) => {
  await page.goto('/admin/categories');
  await expectLoginPage(page);
  await page.getByLabel('E-mail').fill(seededUsers.admin.email);
  await page.getByLabel('Mot de passe').fill(seededUsers.admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible();
});

test('a signed-in user without any staff role is sent to /admin/login from every guarded route and told why', async ({
  page,
}) => {
  // A long flow on the production build: more than the default 45 s on a busy machine.
  test.slow();
  await signIn(page, seededUsers.staff);
  const explanation = page.getByText(/ne dispose d’aucun rôle donnant accès au/);
  await expect(explanation).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: seededUsers.staff.email })).toBeVisible();

  for (const route of guardedRoutes) {
    await test.step(route, async () => {
      await page.goto(route);
      await expectLoginPage(page);
      await expect(explanation).toBeVisible();
    });
  }

  // They can sign out from there, and then get the sign-in form again.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(explanation).toHaveCount(0);
});

test('« Déconnexion » signs the admin out and lands on /admin/login; the back-office is closed again', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByText(seededUsers.admin.email)).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expectLoginPage(page);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // The session is really gone, a reload included.
  await page.goto('/admin/products');
  await expectLoginPage(page);
  await page.reload();
  await expectLoginPage(page);
});

test('every guarded route opens for the admin with exactly one h1', async ({ page }) => {
  // A long flow on the production build: more than the default 45 s on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  for (const route of guardedRoutes.filter((route) => !route.includes(anyId))) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});

test('before the app has loaded, the prerendered login cannot be submitted and keeps what was typed', async ({
  page,
}) => {
  const releaseApp = await holdApp(page);
  await page.goto('/admin/login');
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('E-mail').fill(seededUsers.admin.email);
  await page.getByLabel('Mot de passe').fill(seededUsers.admin.password);
  await page.getByLabel('Mot de passe').press('Enter');
  // No native submit: the password never lands in the address bar.
  await expect(page).toHaveURL(/\/admin\/login$/);

  releaseApp();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('E-mail')).toHaveValue(seededUsers.admin.email);
  await submit.click();
  await expect(page).toHaveURL(/\/admin$/);
});
