import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { waitForMail } from './support/inbox';
import { e2eStack } from './support/stack-env';
import { removeOrders } from '../tests/support/remove-orders';

/**
 * Issue « Sales pipeline », end to end on the production build: a visitor's request reaches the
 * local inbox (acknowledgement and sales notification, delivered by the stack's own scheduler
 * through the deliver-emails function), staff work it into a lead and an order with two lines,
 * and confirming the order sends its confirmation.
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const visitor = `e2e.parcours.${run}@exemple.fr`;
const company = `Brasserie Parcours ${run}`;

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function chooseOption(page: Page, scope: Page | ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.afterAll(async () => {
  const { data } = await db.from('quote_requests').select('id, lead_id').eq('email', visitor);
  for (const request of data ?? []) {
    // As the retention job deletes them: the API deletes no order with a contract.
    const { data: orders } = await db.from('orders').select('id').eq('quote_request_id', request.id);
    await removeOrders((orders ?? []).map((o) => o.id), e2eStack.dbUrl);
    if (request.lead_id) await db.from('leads').delete().eq('id', request.lead_id);
    await db.from('quote_requests').delete().eq('id', request.id);
  }
});

test('a request becomes a lead and a confirmed order, with every e-mail in the inbox', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const { data: settings } = await db.from('email_settings').select('sales_email').single();
  const salesAddress = settings!.sales_email;

  // The visitor.
  await page.goto('/contact-pro');
  const banner = page.getByRole('region', { name: 'Gestion des cookies' });
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await field(page, 'Prénom').fill('Mathilde');
  await field(page, 'Nom').fill('Parcours');
  await field(page, 'E-mail').fill(visitor);
  await field(page, 'Téléphone').fill('06 12 34 56 78');
  await field(page, 'Entreprise').fill(company);
  await field(page, 'Sujet').fill('Deux écrans pour la salle');
  await field(page, 'Message').fill('Nous voudrions deux écrans de 55 pouces pour diffuser les matchs, sur 36 mois.');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Message envoyé !')).toBeVisible();

  const acknowledgement = await waitForMail(visitor, /nous avons bien reçu votre/);
  expect(acknowledgement.text).toContain('Deux écrans pour la salle');
  expect(acknowledgement.text).toContain('VisioLease');
  const notification = await waitForMail(salesAddress, new RegExp(`Mathilde Parcours`));
  expect(notification.text).toContain(company);
  expect(notification.text).toMatch(/\/admin\/quotes\/[0-9a-f-]{36}/);

  // Staff, on a Monday morning.
  await signInAsAdmin(page);
  await page.goto('/admin/quotes?status=pending');
  await page.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(company);
  // The database answers the search (the URL keeps it).
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Devis');
  await row.getByRole('link', { name: 'Voir la demande de Mathilde Parcours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de Mathilde Parcours' })).toBeVisible();

  await chooseOption(page, page, 'Statut', 'En cours');
  await expect(page.getByText('Statut passé à « En cours ».')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouvelle note' }).fill('Rappelée : deux écrans 55", pose murale.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  const notes = page.getByRole('list', { name: 'Historique des notes' });
  await expect(notes).toContainText('Rappelée : deux écrans 55", pose murale.');
  await expect(notes).toContainText('admin@example.com');

  await page.getByRole('button', { name: 'Convertir en lead' }).click();
  await expect(page.getByRole('link', { name: 'Voir le lead' })).toBeVisible();
  const { data: request } = await db.from('quote_requests').select('id, status, lead_id').eq('email', visitor).single();
  expect(request?.status).toBe('in_progress');
  const { data: lead } = await db.from('leads').select('email, company, quote_request_id').eq('id', request!.lead_id!).single();
  expect(lead).toEqual({ email: visitor, company, quote_request_id: request!.id });

  await page.getByRole('link', { name: 'Créer une commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle commande' })).toBeVisible();
  await expect(field(page, 'Prénom')).toHaveValue('Mathilde');
  await expect(field(page, 'Société')).toHaveValue(company);
  const lines = page.getByRole('listitem', { name: /^Ligne/ });
  const [first, second] = [page.getByRole('listitem', { name: 'Ligne 1' }), page.getByRole('listitem', { name: 'Ligne 2' })];
  await chooseOption(page, first, 'Produit', 'Totem digital intérieur Philips Q-Line 55" — Philips');
  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await expect(lines).toHaveCount(2);
  await chooseOption(page, second, 'Produit', 'Écran vitrine Samsung OM55B 55" — 3 000 cd/m² — Samsung');
  await chooseOption(page, second, 'Durée', '48 mois');
  await second.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
  await page.getByRole('button', { name: 'Créer la commande' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Commande CMD-\d{4}-\d{5}$/ })).toBeVisible();
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Commande ', '');
  const { data: order } = await db
    .from('orders')
    .select('id, total_amount, quote_request_id, order_items(quantity, duration_months, monthly_payment)')
    .eq('order_number', number)
    .single();
  expect(order?.quote_request_id).toBe(request!.id);
  expect(order?.order_items).toHaveLength(2);
  const commitment = order!.order_items.reduce((sum, i) => sum + i.monthly_payment * i.duration_months * i.quantity, 0);
  expect(order?.total_amount).toBeCloseTo(commitment, 2);

  await page.goto('/admin/orders');
  await page.getByPlaceholder('Rechercher par numéro, email ou nom...').fill(number);
  const orderRow = page.getByRole('row', { name: new RegExp(number) });
  await expect(orderRow).toContainText(company);
  const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order!.total_amount);
  const flat = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
  expect(flat(await orderRow.textContent())).toContain(flat(total));

  await orderRow.getByRole('link', { name: `Voir la commande ${number}` }).click();
  await chooseOption(page, page, 'Statut de la commande', 'Confirmée');
  await expect(page.getByText('Statut mis à jour')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Historique des statuts' })).toContainText('Statut : En attente → Confirmée');

  const confirmation = await waitForMail(visitor, new RegExp(`Confirmation de votre commande ${number}`));
  expect(confirmation.text).toContain('Totem digital intérieur Philips Q-Line 55"');
  expect(confirmation.text).toContain('Écran vitrine Samsung OM55B');
  expect(consoleErrors).toEqual([]);
});
