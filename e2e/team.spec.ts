import type { Browser, Page } from '@playwright/test';
import { ANON_KEY } from '../supabase/local/config';
import { serviceClient } from './support/clients';
import { expect, signIn, signInAsAdmin, test } from './support/fixtures';
import { waitForMail, type InboxMail } from './support/inbox';
import { e2eStack } from './support/stack-env';

/**
 * Issue « Team », end to end on the production build: an administrator invites a commercial, the
 * invitation reaches the local inbox, its link sets a password, the commercial works within the
 * commercial role (and the database refuses the rest), their change to an order shows in the audit
 * trail with before → after, and a forgotten password is reset through the inbox.
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const newcomer = { email: `e2e.commercial.${run}@example.com`, name: `Camille Équipe ${run}` };
const firstPassword = 'premier-mot-de-passe';
const secondPassword = 'second-mot-de-passe';
let orderId = '';
let orderNumber = '';

/** The link of an auth e-mail (invitation or reset), as the person would click it. */
function linkIn(mail: InboxMail): string {
  const match = /https?:\/\/[^\s"'<>]*token_hash=[^\s"'<>]*/.exec(mail.html || mail.text);
  if (!match) throw new Error(`no link in « ${mail.subject} »`);
  return match[0].replace(/&amp;/g, '&');
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack.appUrl });
  return context.newPage();
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
}

test.beforeAll(async () => {
  const { data, error } = await db
    .from('orders')
    .insert({
      customer_first_name: 'Hélène',
      customer_last_name: 'Audit',
      customer_email: `e2e.audit.${run}@exemple.fr`,
      customer_company: `Audit ${run}`,
    })
    .select('id, order_number')
    .single();
  if (error) throw error;
  orderId = data.id;
  orderNumber = data.order_number;
});

test.afterAll(async () => {
  await db.from('orders').delete().eq('id', orderId);
  const { data } = await db.auth.admin.listUsers({ perPage: 1000 });
  const user = data.users.find((u) => u.email === newcomer.email);
  if (user) await db.auth.admin.deleteUser(user.id);
});

test('an invited commercial sets a password, works within the role, is audited, and resets a forgotten password', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);

  // The administrator invites.
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un utilisateur' });
  await dialog.getByLabel('E-mail').fill(newcomer.email);
  await dialog.getByLabel('Nom').fill(newcomer.name);
  await dialog.getByRole('checkbox', { name: 'Commercial' }).check();
  await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: newcomer.email });
  await expect(row).toContainText(newcomer.name);
  await expect(row).toContainText('Commercial');
  await expect(row).toContainText('Invitation envoyée');

  // The invitation, in the local inbox; its link chooses the password.
  const invitation = await waitForMail(newcomer.email, 'Votre accès à l’espace d’administration VisioLease');
  const commercial = await newPage(browser);
  await commercial.goto(linkIn(invitation));
  await expect(commercial.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible();
  await setPassword(commercial, 'court');
  await expect(commercial.getByText('Le mot de passe doit contenir au moins 10 caractères.')).toBeVisible();
  await setPassword(commercial, firstPassword);
  await expect(commercial).toHaveURL(/\/admin$/);

  // The commercial's back-office: orders, requests and leads, not users; the catalogue read-only.
  const nav = commercial.getByRole('navigation', { name: 'Administration' });
  for (const name of ['Commandes', 'Demandes de devis', 'Leads & CRM']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);
  await commercial.goto('/admin/users');
  await expect(commercial.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await commercial.goto('/admin/products');
  await expect(commercial.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
  await expect(commercial.getByRole('row').nth(1)).toBeVisible();
  await expect(commercial.getByRole('link', { name: /^Modifier|Nouveau produit/ })).toHaveCount(0);
  await expect(commercial.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);

  // The database is the enforcement: a direct API write with the commercial's own token is refused.
  const refused = await commercial.evaluate(
    async ({ apiUrl, anonKey }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!;
      const { access_token: token } = JSON.parse(localStorage.getItem(key)!) as { access_token: string };
      const response = await fetch(`${apiUrl}/rest/v1/products`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Intrus', brand: 'Intrus', description: 'Intrus', purchase_price: 1 }),
      });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    },
    { apiUrl: e2eStack.apiUrl, anonKey: ANON_KEY },
  );
  expect(refused).toMatchObject({ status: 403, body: { code: '42501' } });

  // The commercial confirms an order…
  await commercial.goto(`/admin/orders/${orderId}`);
  await expect(commercial.getByRole('heading', { level: 1, name: `Commande ${orderNumber}` })).toBeVisible();
  await commercial.getByRole('combobox', { name: 'Statut de la commande' }).click();
  await commercial.getByRole('option', { name: 'Confirmée', exact: true }).click();
  await expect(commercial.getByText('Statut mis à jour')).toBeVisible();

  // …which the administrator reads in the audit trail, before → after.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
  // The order's own entry (its element links to the order): the confirmation e-mail it queued and
  // the contract it created have theirs too, and they name the order as well.
  const entry = page
    .getByRole('row')
    .filter({ hasText: newcomer.email })
    .filter({ has: page.getByRole('link', { name: 'Commande', exact: true }) })
    .first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(/En attente|pending/);
  await expect(entry).toContainText(/Confirmée|confirmed/);
  await expect(entry).toContainText('→');

  // A forgotten password, reset through the inbox.
  await commercial.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(commercial).toHaveURL(/\/admin\/login$/);
  await commercial.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(commercial.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await commercial.getByLabel('E-mail').fill(newcomer.email);
  await commercial.getByRole('button', { name: 'Recevoir un lien' }).click();
  await expect(commercial.getByRole('status')).toContainText(newcomer.email);
  const reset = await waitForMail(newcomer.email, 'Réinitialisation de votre mot de passe VisioLease');
  const resetLink = linkIn(reset);
  await commercial.goto(resetLink);
  await expect(commercial.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  await setPassword(commercial, secondPassword);
  await expect(commercial).toHaveURL(/\/admin$/);

  // The link served once; the new password signs in, the old one no longer does.
  await commercial.goto(resetLink);
  await setPassword(commercial, 'encore-un-autre-mot');
  await expect(commercial.getByRole('alert')).toContainText('Ce lien a expiré ou a déjà été utilisé.');
  await commercial.context().clearCookies();
  await commercial.evaluate(() => localStorage.clear());
  await signIn(commercial, { email: newcomer.email, password: firstPassword });
  await expect(commercial.getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
  await signIn(commercial, { email: newcomer.email, password: secondPassword });
  await expect(commercial).toHaveURL(/\/admin$/);

  expect(consoleErrors).toEqual([]);
});
