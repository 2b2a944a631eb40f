import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { e2eStack } from './support/stack-env';
import { removeOrders } from '../tests/support/remove-orders';

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
  // Confirmed by the test, it has a contract: removed as the retention job does.
  if (orderId) await removeOrders([orderId], e2eStack.dbUrl);
});

// The header counts every matching order (the database's count), « (1 234) commande(s) » (spec §2).
const countText = (page: Page) => page.getByText(/^\(\d[\d\s\u202f]*\) commande\(s\)$/);
const countOf = (count: number | null) => `(${new Intl.NumberFormat('fr-FR').format(count ?? 0)}) commande(s)`;
/** The rows of the page on screen (50 at most), without the empty-state row. */
const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Liste des commandes' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^Voir la commande / }) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher une commande' });

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
  await expect(countText(page)).toHaveText(countOf(total));
  await expect(page.getByRole('link', { name: 'Nouvelle commande' })).toHaveAttribute('href', '/admin/orders/new');

  // Status filter (applied in the query), 50 rows a page.
  await chooseOption(page, 'Filtrer par statut de commande', 'Annulée');
  await expect(countText(page)).toHaveText(countOf(cancelled));
  await expect(page).toHaveURL('/admin/orders?status=cancelled');
  await expect(dataRows(page)).toHaveCount(Math.min(cancelled ?? 0, 50));
  for (const row of await dataRows(page).all()) await expect(row).toContainText('Annulée');

  // Both filters together.
  await chooseOption(page, 'Filtrer par statut de commande', 'En attente');
  await chooseOption(page, 'Filtrer par statut de paiement', 'En attente');
  await expect(countText(page)).toHaveText(countOf(pendingPaid));

  // Back to everything, then the search (by the database, every word as a prefix).
  await chooseOption(page, 'Filtrer par statut de commande', 'Tous les statuts');
  await chooseOption(page, 'Filtrer par statut de paiement', 'Tous les paiements');
  await expect(countText(page)).toHaveText(countOf(total));

  const search = searchBox(page);
  await search.fill(fixture.order_number.toLowerCase());
  await expect(countText(page)).toHaveText(countOf(1));
  await expect(dataRows(page).first()).toContainText('Anaïs Lévêque');

  await search.fill(`anais.leveque.${suffix}@EXEMPLE.fr`);
  await expect(countText(page)).toHaveText(countOf(1));

  await search.fill(`anais leveque ${suffix}`);
  await expect(countText(page)).toHaveText(countOf(1));
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
  await searchBox(page).fill(fixture.order_number);
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

test('orders: the view lives in the URL (sort, filter, search, reload, Back) and its CSV export equals the database rows', async ({
  page,
  consoleErrors,
}) => {
  const { data: pending } = await db
    .from('orders')
    .select('order_number, total_amount, customer_first_name, customer_last_name')
    .eq('status', 'pending')
    .order('total_amount', { ascending: false })
    .order('id', { ascending: false });

  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await chooseOption(page, 'Filtrer par statut de commande', 'En attente');
  await expect(countText(page)).toHaveText(countOf(pending!.length));

  // Sort by amount: the largest first, said by aria-sort; the sort joins the URL.
  await page.getByRole('button', { name: 'Montant' }).click();
  await expect(page).toHaveURL('/admin/orders?status=pending&sort=amount&order=desc');
  await expect(page.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(page).first()).toContainText(pending![0].order_number);

  // A reload shows the same view.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filtrer par statut de commande' })).toHaveText('En attente');
  await expect(page.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(page).first()).toContainText(pending![0].order_number);

  // The export: every pending order, in the order on screen, as French Excel reads it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  expect(header).toEqual(['Numéro', 'Date', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'Société', 'Montant (€)', 'Statut', 'Paiement']);
  expect(lines.map((line) => line[0])).toEqual(pending!.map((order) => order.order_number));
  expect(lines.map((line) => line[7])).toEqual(pending!.map((order) => order.total_amount.toFixed(2).replace('.', ',')));
  expect(new Set(lines.map((line) => line[8]))).toEqual(new Set(['En attente']));
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();

  // A search typed without accents or capitals finds the customer; Back returns to the sorted list.
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const customer = `${plain(pending![0].customer_first_name)} ${plain(pending![0].customer_last_name)}`;
  await searchBox(page).fill(customer);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(dataRows(page).filter({ hasText: pending![0].order_number })).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL('/admin/orders?status=pending&sort=amount&order=desc');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'descending');
  await expect(countText(page)).toHaveText(countOf(pending!.length));
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
