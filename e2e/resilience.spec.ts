import type { Page } from '@playwright/test';
import { anonClient, serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

/** The API down or answering 500, expired sessions, double clicks and concurrent edits. */

const apiFails = (page: Page, except?: RegExp) =>
  page.route('**/rest/v1/**', (route) =>
    except?.test(route.request().url())
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"panne simulée"}' }),
  );

test.describe('when the API fails', () => {
  test('public pages still render their content', async ({ page }) => {
    await apiFails(page);
    for (const path of ['/', '/leasing', '/contact-pro', '/faq']) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByText('Chargement des produits...')).toBeHidden({ timeout: 20_000 });
  });

  test('admin screens show their empty or error state, never a blank page', async ({ page }) => {
    await signInAsAdmin(page);
    // The role lookup still works; every list of the back-office fails.
    await apiFails(page, /user_roles/);
    const screens = ['/admin', '/admin/products', '/admin/categories', '/admin/carousel', '/admin/orders', '/admin/quotes', '/admin/marketing', '/admin/marketing/leads', '/admin/seo', '/admin/seo/content', '/admin/users'];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.getByText('Cette page n’a pas pu s’afficher.')).toHaveCount(0);
    }
  });
});

test.describe('sessions', () => {
  test('an admin whose session is no longer accepted goes to the login, then back to the page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/quotes');
    await expect(page.locator('h1')).toBeVisible();
    // Replace the stored access token with a forged one, as after a revocation or a key rotation.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      session.access_token = `${session.access_token.split('.').slice(0, 2).join('.')}.signature-invalide`;
      localStorage.setItem(key, JSON.stringify(session));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('admin@example.com');
    await page.getByLabel(/^Mot de passe/).fill('admin123456');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
  });

  test('wrong passwords never reveal whether the e-mail exists', async () => {
    const client = anonClient();
    const known = await client.auth.signInWithPassword({ email: 'admin@example.com', password: 'mauvais-mot-de-passe' });
    const unknown = await client.auth.signInWithPassword({ email: 'personne@example.com', password: 'mauvais-mot-de-passe' });
    expect(known.error?.message).toBe(unknown.error?.message);
    expect(known.error?.status).toBe(unknown.error?.status);
  });
});

test('two admins editing the same lead: the later save wins and the list shows it', async ({ page }) => {
  const db = serviceClient();
  const email = `concurrence.${Date.now()}@example.fr`;
  const { data: lead } = await db.from('leads').insert({ email, first_name: 'Inès', status: 'new' }).select().single();
  try {
    await db.from('leads').update({ status: 'contacted' }).eq('id', lead!.id);
    await db.from('leads').update({ status: 'qualified' }).eq('id', lead!.id);
    await signInAsAdmin(page);
    await page.goto('/admin/marketing/leads');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Qualifié');
  } finally {
    await db.from('leads').delete().eq('id', lead!.id);
  }
});
