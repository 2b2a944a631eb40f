import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

/**
 * /admin/orders and /admin/orders/{id}, signed in as the seeded admin, against the local stack.
 * The status changes happen on an order this file creates (and deletes), so the seeded orders
 * that other specs count stay as they are.
 */
const db = serviceClient();
const suffix = `${Date.now()}`.slice(-8);
const fixture = {
  order_number: `E2E-${suffix}`,
  customer_first_name: 'Anaïs',
  customer_last_name: 'Lévêque',
  customer_email: `anais.leveque.${suffix}@exemple.fr`,
  customer_phone: '06 11 22 33 44',
  customer_company: 'Boulangerie Lévêque',
  status: 'pending',
  payment_status: 'pending',
  shipping_address: { street: '3 rue des Halles', city: 'Tours', postal_code: '37000', country: 'France' },
  billing_address: null,
  notes: 'Commande de test de bout en bout.',
};
let orderId = '';

test.beforeAll(async () => {
  const { data, error } = await db.from('orders').insert(fixture).select('id').single();
  if (error) throw error;
  orderId = data.id;
  const items = await db.from('order_items').insert({
    order_id: orderId,
    product_name: 'Écran vitrine 55" haute luminosité',
    product_brand: 'Samsung',
    duration_months: 36,
    quantity: 1,
    monthly_payment: 96.02,
  });
  if (items.error) throw items.error;
});

test.afterAll(async () => {
  if (orderId) await db.from('orders').delete().eq('id', orderId);
});

const countText = (page: Page) => page.getByText(/^\(\d+\) commande\(s\)$/);
const dataRows = (page: Page) =>
  page.getByRole('region', { name: 'Liste des commandes' }).locator('tbody tr[aria-rowindex]');

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('orders: filter by status and payment, search by number, e-mail and name without accents', async ({
  page,
  consoleErrors,
}) => {
  const { count: total } = await db.from('orders').select('*', { count: 'exact', head: true });
  const { count: cancelled } = await db
    .from('orders')
    .select('*', { count: 'exact', head: true })
    .eq('status', 'cancelled');
  const { count: pendingPaid } = await db
    .from('orders')
    .select('*', { count: 'exact', head: true })
    .eq('status', 'pending')
    .eq('payment_status', 'pending');

  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expect(countText(page)).toHaveText(`(${total}) commande(s)`);
  await expect(page.getByRole('link', { name: 'Nouvelle commande' })).toHaveAttribute('href', '/admin/orders/new');

  // Status filter (applied in the query).
  await chooseOption(page, 'Filtrer par statut de commande', 'Annulée');
  await expect(countText(page)).toHaveText(`(${cancelled}) commande(s)`);
  await expect(dataRows(page)).toHaveCount(cancelled ?? 0);
  for (const row of await dataRows(page).all()) await expect(row).toContainText('Annulée');

  // Both filters together.
  await chooseOption(page, 'Filtrer par statut de commande', 'En attente');
  await chooseOption(page, 'Filtrer par statut de paiement', 'En attente');
  await expect(countText(page)).toHaveText(`(${pendingPaid}) commande(s)`);

  // Back to everything, then the client-side search.
  await chooseOption(page, 'Filtrer par statut de commande', 'Tous les statuts');
  await chooseOption(page, 'Filtrer par statut de paiement', 'Tous les paiements');
  await expect(countText(page)).toHaveText(`(${total}) commande(s)`);

  const search = page.getByPlaceholder('Rechercher par numéro, email ou nom...');
  await search.fill(fixture.order_number.toLowerCase());
  await expect(countText(page)).toHaveText('(1) commande(s)');
  await expect(dataRows(page).first()).toContainText('Anaïs Lévêque');

  await search.fill(`anais.leveque.${suffix}@EXEMPLE.fr`);
  await expect(countText(page)).toHaveText('(1) commande(s)');

  await search.fill('anais leveque');
  await expect(countText(page)).toHaveText('(1) commande(s)');
  const row = dataRows(page).first();
  await expect(row).toContainText(fixture.order_number);
  await expect(row).toContainText('Boulangerie Lévêque');
  // The database sums the lines: 96,02 € × 36 months.
  await expect(row).toContainText(/3\s456,72\s€/);
  await expect(row).toContainText('En attente');

  await search.fill('aucun-client-ne-porte-ce-nom');
  await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('orders: change the status and the payment status of an order; both survive a reload', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await page.getByPlaceholder('Rechercher par numéro, email ou nom...').fill(fixture.order_number);
  await page.getByRole('link', { name: `Voir la commande ${fixture.order_number}` }).click();
  await expect(page).toHaveURL(`/admin/orders/${orderId}`);

  await expect(page.getByRole('heading', { level: 1, name: `Commande ${fixture.order_number}` })).toBeVisible();
  await expect(page.getByText('Durée: 36 mois • Quantité: 1')).toBeVisible();
  await expect(page.getByText(/^96,02\s€\/mois$/)).toBeVisible();
  await expect(page.getByText('Non renseignée')).toBeVisible();
  await expect(page.getByText('Commande de test de bout en bout.')).toBeVisible();

  const status = page.getByRole('combobox', { name: 'Statut de la commande' });
  const payment = page.getByRole('combobox', { name: 'Statut du paiement' });
  await expect(status).toHaveText('En attente');

  await chooseOption(page, 'Statut de la commande', 'Expédiée');
  await expect(page.getByText('Statut mis à jour', { exact: true })).toBeVisible();
  await expect(status).toHaveText('Expédiée');
  await expect(status).toBeEnabled();

  await chooseOption(page, 'Statut du paiement', 'Partiel');
  await expect(page.getByText('Statut de paiement mis à jour')).toBeVisible();
  await expect(payment).toHaveText('Partiel');

  // Any value from any other: back to an "earlier" status is allowed.
  await chooseOption(page, 'Statut de la commande', 'Confirmée');
  await expect(status).toHaveText('Confirmée');
  await expect(status).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Statut de la commande' })).toHaveText('Confirmée');
  await expect(page.getByRole('combobox', { name: 'Statut du paiement' })).toHaveText('Partiel');

  const { data } = await db.from('orders').select('status, payment_status').eq('id', orderId).single();
  expect(data).toEqual({ status: 'confirmed', payment_status: 'partial' });

  await page.getByRole('link', { name: 'Retour aux commandes' }).click();
  await expect(page).toHaveURL('/admin/orders');
  expect(consoleErrors).toEqual([]);
});

test('orders: an unknown order returns to the list with the spec message', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Impossible de charger les détails de la commande')).toBeVisible();
  await expect(page).toHaveURL('/admin/orders');
});
