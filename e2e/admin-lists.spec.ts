import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import pg from 'pg';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { e2eStack } from './support/stack-env';

/**
 * The admin lists' view in the URL, end to end (issue 19). admin-orders.spec.ts already covers
 * sorting the orders by amount with a status filter, a reload, its export and Back from a search;
 * this file covers what it leaves out: a search typed without accents that survives a reload and
 * whose export equals the database rows of the filter (read with SQL, not through the API), and
 * the lists that joined the pattern (requests, products, users).
 */
const db = serviceClient();
const sql = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${e2eStack.dbPort}/postgres` });
const token = `e2e${Date.now().toString(36)}`;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The cells of a downloaded French CSV: UTF-8 with a BOM, `;` between cells. */
async function csvOf(download: Download): Promise<string[][]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ';', skipEmptyLines: true }).data;
}

async function exportView(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  return csvOf(download);
}

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const customers = [
  { first: 'Émilie', last: `Châtelain${token}`, amount: 1890.5, status: 'shipped' },
  { first: 'Émilie', last: `Châtelain${token}`, amount: 320, status: 'shipped' },
  { first: 'Émilie', last: `Châtelain${token}`, amount: 4500, status: 'pending' },
  { first: 'Noël', last: `Châtelain${token}`, amount: 75.25, status: 'shipped' },
];
const requests = [
  { first_name: 'Gaëlle', company: `Boulangerie Ébène ${token}`, type: 'quote', subject: 'Écran vitrine' },
  { first_name: 'Gaëlle', company: `Atelier Étoile ${token}`, type: 'quote', subject: 'Borne tactile' },
  { first_name: 'Gaëlle', company: `Café Zénith ${token}`, type: 'partner', subject: 'Partenariat revendeur' },
];

test.beforeAll(async () => {
  await sql.connect();
  const orders = await db.from('orders').insert(
    customers.map((customer, i) => ({
      order_number: `LST-${token.toUpperCase()}-${i}`,
      customer_first_name: customer.first,
      customer_last_name: customer.last,
      customer_email: `client.${i}@${token}.fr`,
      customer_phone: '06 11 22 33 44',
      customer_company: null,
      total_amount: customer.amount,
      status: customer.status,
      payment_status: 'pending',
      shipping_address: { street: '3 rue des Halles', city: 'Tours', postal_code: '37000', country: 'France' },
    })),
  );
  if (orders.error) throw orders.error;
  const inserted = await db.from('quote_requests').insert(
    requests.map((request, i) => ({
      ...request,
      last_name: `Lefèvre${token}`,
      email: `demande.${i}@${token}.fr`,
      phone: '06 12 34 56 78',
      message: 'Bonjour, nous cherchons un écran.',
    })),
  );
  if (inserted.error) throw inserted.error;
});

test.afterAll(async () => {
  await db.from('orders').delete().like('order_number', `LST-${token.toUpperCase()}-%`);
  await db.from('quote_requests').delete().like('email', `%@${token}.fr`);
  await db.from('email_outbox').delete().like('recipient', `%@${token}.fr`);
  await sql.end();
});

test('orders: a search typed without accents, a filter and a sort survive a reload; Back restores each previous view; the export equals the database rows', async ({
  page,
  consoleErrors,
}) => {
  const { rows: expected } = await sql.query<{
    order_number: string;
    amount: string;
    customer_last_name: string;
  }>(
    `select order_number, total_amount::text as amount, customer_last_name from public.orders
      where status = 'shipped' and customer_last_name = $1 and customer_first_name = 'Émilie'
      order by total_amount desc, id desc`,
    [customers[0].last],
  );
  expect(expected).toHaveLength(2);

  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  const searchBox = page.getByRole('searchbox', { name: 'Rechercher une commande' });
  await searchBox.fill(plain(`${customers[0].first} ${customers[0].last}`));
  await expect(page).toHaveURL(/[?&]q=emilie\+chatelain/);
  await chooseOption(page, 'Filtrer par statut de commande', 'Expédiée');
  await page.getByRole('button', { name: 'Montant' }).click();
  const sortedUrl = /\?q=emilie\+chatelain[^&]*&status=shipped&sort=amount&order=desc$/;
  await expect(page).toHaveURL(sortedUrl);

  const rows = page.getByRole('table', { name: 'Liste des commandes' }).getByRole('row');
  const numbers = async () => (await rows.allInnerTexts()).slice(1).map((text) => text.split(/\s/)[0]);
  await expect(page.getByText('(2) commande(s)', { exact: true })).toBeVisible();
  // The previous view's rows stay on screen while the sorted ones load.
  await expect.poll(numbers).toEqual(expected.map((order) => order.order_number));

  await page.reload();
  await expect(searchBox).toHaveValue(plain(`${customers[0].first} ${customers[0].last}`));
  await expect(page.getByRole('combobox', { name: 'Filtrer par statut de commande' })).toHaveText('Expédiée');
  await expect(page.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText('(2) commande(s)', { exact: true })).toBeVisible();
  await expect.poll(numbers).toEqual(expected.map((order) => order.order_number));

  const [header, ...lines] = await exportView(page);
  expect(header[0]).toBe('Numéro');
  expect(lines.map((line) => [line[0], line[3], line[7]])).toEqual(
    expected.map((order) => [
      order.order_number,
      order.customer_last_name,
      Number(order.amount).toFixed(2).replace('.', ','),
    ]),
  );

  // Back: the sort goes, then the filter; the search stays, as it was typed.
  await page.goBack();
  await expect(page).toHaveURL(/\?q=emilie\+chatelain[^&]*&status=shipped$/);
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(page).toHaveURL(/\?q=emilie\+chatelain[^&]*$/);
  await expect(page.getByText('(3) commande(s)', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('requests: searched without accents, sorted by company, the view in the URL and its export equal to the database rows', async ({
  page,
  consoleErrors,
}) => {
  const { rows: expected } = await sql.query<{ email: string; company: string }>(
    `select email, company from public.quote_requests where last_name = $1 and type = 'quote'
      order by company asc, id asc`,
    [`Lefèvre${token}`],
  );
  expect(expected).toHaveLength(2);

  await signInAsAdmin(page);
  await page.goto('/admin/quotes');
  await page.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(`gaelle lefevre${token}`);
  await expect(page.getByText('3 demande(s) correspondante(s)')).toBeVisible();
  await chooseOption(page, 'Filtrer par type de demande', 'Devis');
  await page.getByRole('button', { name: 'Entreprise' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=gaelle\\+lefevre${token}&type=quote&sort=company&order=asc$`));

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Entreprise' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText('2 demande(s) correspondante(s)')).toBeVisible();
  const table = page.getByRole('table', { name: 'Liste des demandes' });
  await expect(table.getByRole('row').nth(1)).toContainText(expected[0].company);
  await expect(table.getByRole('row').nth(2)).toContainText(expected[1].company);

  const [header, ...lines] = await exportView(page);
  expect(header).toEqual([
    'Date',
    'Prénom',
    'Nom',
    'E-mail',
    'Téléphone',
    'Entreprise',
    'SIRET',
    'Type',
    'Sujet',
    'Message',
    'Statut',
  ]);
  expect(lines.map((line) => [line[3], line[5], line[7]])).toEqual(
    expected.map((row) => [row.email, row.company, 'Devis']),
  );

  await page.goBack();
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  expect(consoleErrors).toEqual([]);
});

test('products and users: search and sort in the URL, the same view after a reload; an unknown sort shows the default view', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users?sort=password&order=sideways&page=-3');
  await expect(page.getByRole('columnheader', { name: 'Utilisateur' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('COMMERC');
  await expect(page.getByText(/^1 utilisateur$/)).toBeVisible();
  await page.getByRole('button', { name: 'Créé le' }).click();
  await expect(page).toHaveURL(/[?&]sort=created&order=desc/);
  await expect(page).toHaveURL(/[?&]q=COMMERC(&|$)/);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Comptes du back-office' })).toContainText('commercial@example.com');
  await expect(page.getByText(/^1 utilisateur$/)).toBeVisible();

  const { rows: cheapest } = await sql.query<{ name: string }>(
    `select name from public.products where monthly_price_12 is not null order by monthly_price_12 asc, id asc limit 1`,
  );
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Prix 12 mois' }).click();
  await expect(page).toHaveURL('/admin/products?sort=price&order=asc');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Prix 12 mois' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('table', { name: 'Produits du catalogue' }).getByRole('row').nth(1)).toContainText(
    cheapest[0].name,
  );
  expect(consoleErrors).toEqual([]);
});
