import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { anonClient, serviceClient } from './support/clients';
import { expect, signIn, test } from './support/fixtures';
import { waitForMail } from './support/inbox';
import { offerToken, sendOffer } from './support/offers';
import { e2eStack } from './support/stack-env';
import { removeOrders } from '../tests/support/remove-orders';
import { offerPdfText } from '../tests/support/offer-pdf-text';

/**
 * Issue 26, end to end on the production build: a visitor's Contact Pro request → a commercial
 * creates an offer with two lines from it → « Envoyer au client » → the e-mail is in the local
 * inbox → its link, in a fresh browser context, shows the offer → the client accepts → the order
 * exists, confirmed, with the offer's lines and totals; its confirmation is in the inbox; request
 * and lead are « Gagné ». Then: an expired offer's link refuses acceptance, and a revised offer's
 * first link leads to the new version.
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const visitor = `e2e.devis.${run}@exemple.fr`;
const company = `Optique Devis ${run}`;
const commercial = { email: 'commercial@example.com', password: 'demo123456' };

/** axe-core, WCAG 2.1 A and AA, on the screen as it is. */
async function expectAccessible(page: Page, label: string) {
  // A toast of the previous step (sonner's own styling, not this screen's) is let go first.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, label).toEqual([]);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const flat = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const euro = (value: number) =>
  flat(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value));

test.afterAll(async () => {
  const { data } = await db.from('quote_requests').select('id, lead_id').eq('email', visitor);
  for (const request of data ?? []) {
    // As the retention job deletes them: the API deletes no order an acceptance made.
    const { data: orders } = await db.from('orders').select('id').eq('quote_request_id', request.id);
    await removeOrders(
      (orders ?? []).map((o) => o.id),
      e2eStack.dbUrl,
    );
    if (request.lead_id) await db.from('leads').delete().eq('id', request.lead_id);
    await db.from('quote_requests').delete().eq('id', request.id);
  }
});

test('a request becomes an offer, accepted online into a confirmed order', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(240_000);

  // The visitor's request.
  await page.goto('/contact-pro');
  await page.getByRole('region', { name: 'Gestion des cookies' }).getByRole('button', { name: 'Tout refuser' }).click();
  await field(page, 'Prénom').fill('Claire');
  await field(page, 'Nom').fill('Devis');
  await field(page, 'E-mail').fill(visitor);
  await field(page, 'Téléphone').fill('06 12 34 56 78');
  await field(page, 'Entreprise').fill(company);
  await field(page, 'Sujet').fill('Deux écrans pour nos vitrines');
  await field(page, 'Message').fill('Nous souhaitons équiper deux vitrines et notre accueil, sur 36 mois.');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Message envoyé !')).toBeVisible();
  const { data: request } = await db.from('quote_requests').select('id').eq('email', visitor).single();

  // The commercial turns it into a lead, then an offer with two lines.
  await signIn(page, commercial);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/quotes/${request!.id}`);
  await page.getByRole('button', { name: 'Convertir en lead' }).click();
  await expect(page.getByRole('link', { name: 'Voir le lead' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un devis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau devis' })).toBeVisible();
  await expect(field(page, 'Société')).toHaveValue(company);
  await expect(page.locator('h1')).toHaveCount(1);
  await expectAccessible(page, '/admin/offers/new');
  const line1 = page.getByRole('group', { name: 'Ligne 1' });
  await line1
    .getByRole('combobox', { name: 'Produit' })
    .selectOption({ label: 'Totem digital intérieur Philips Q-Line 55" (Philips)' });
  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  const line2 = page.getByRole('group', { name: 'Ligne 2' });
  await line2
    .getByRole('combobox', { name: 'Produit' })
    .selectOption({ label: 'Écran vitrine Samsung OM55B 55" — 3 000 cd/m² (Samsung)' });
  await line2.getByRole('combobox', { name: 'Durée' }).selectOption({ label: '48 mois' });
  await line2.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Devis DEV-\d{4}-\d{5}$/ })).toBeVisible();
  const reference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Devis ', '');
  const { data: offer } = await db
    .from('offers')
    .select('id, commitment_total_ht, monthly_total_ttc, lead_id, quote_request_id')
    .eq('offer_number', reference)
    .single();
  expect(offer!.quote_request_id).toBe(request!.id);
  expect(offer!.lead_id).not.toBeNull();
  expect(flat(await page.getByTestId('offer-commitment').textContent())).toBe(euro(offer!.commitment_total_ht));

  await expectAccessible(page, '/admin/offers/{id} (brouillon)');
  await page.getByRole('button', { name: 'Envoyer au client' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Devis envoyé au client.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réviser' })).toBeVisible();
  const { data: sent } = await db.from('quote_requests').select('status').eq('id', request!.id).single();
  expect(sent!.status).toBe('quote_sent');

  // The PDF rendered on sending holds the client's company, the number and the total.
  const { data: stored } = await db.from('offers').select('pdf_path, pdf_sha256').eq('id', offer!.id).single();
  expect(stored!.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
  const { data: file } = await db.storage.from('offer-documents').download(stored!.pdf_path!);
  const text = await offerPdfText(new Uint8Array(await file!.arrayBuffer()));
  expect(text).toContain(company);
  expect(text).toContain(`Devis ${reference}`);
  expect(flat(text)).toContain(euro(offer!.commitment_total_ht));

  // The commercial's day: the offer awaits an answer, one click from the dashboard.
  await page.goto('/admin');
  const awaiting = page.getByRole('link', { name: /Devis en attente/ });
  await expect(awaiting).toHaveAttribute('href', '/admin/offers?status=sent');
  await expect(page.getByTestId('dashboard-count-awaitingOffers')).not.toHaveText('0');
  await awaiting.click();
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Envoyé');
  await expect(page.getByText(/^\(\d+\) devis$/)).toBeVisible();

  // The client's e-mail, and its link in a browser of their own.
  const mail = await waitForMail(visitor, new RegExp(`Votre devis ${reference}`), 60_000);
  expect(mail.text).toContain('Bonjour Claire Devis');
  const link = /\/devis\/([0-9a-f]{64})/.exec(mail.text);
  expect(link).not.toBeNull();
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(`/devis/${link![1]}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Votre devis' })).toBeVisible();
  await expect(clientPage.getByRole('heading', { name: `Devis ${reference}` })).toBeVisible();
  await expect(clientPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(clientPage.locator('h1')).toHaveCount(1);
  await expectAccessible(clientPage, '/devis/{token}');
  expect(flat(await clientPage.getByRole('article').textContent())).toContain(euro(offer!.commitment_total_ht));

  const pdfLink = clientPage.getByRole('link', { name: 'Télécharger le devis en PDF' });
  const pdfResponse = await clientPage.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  expect(await offerPdfText(new Uint8Array(await pdfResponse.body()))).toContain(company);
  await clientPage.getByRole('button', { name: 'Confirmer mon accord' }).click();
  await expect(clientPage.getByText('Indiquez vos nom et prénom.')).toBeVisible();
  await clientPage.getByRole('textbox', { name: 'Nom et prénom' }).fill('Claire Devis');
  await clientPage.getByRole('textbox', { name: 'Fonction' }).fill('Directrice');
  await clientPage.getByRole('checkbox', { name: /Bon pour accord/ }).check();
  await clientPage.getByRole('button', { name: 'Confirmer mon accord' }).click();
  await expect(clientPage.getByText(/votre commande CMD-\d{4}-\d{5} est confirmée/)).toBeVisible();
  await client.close();

  const { data: order } = await db
    .from('orders')
    .select('order_number, status, total_amount, customer_email, order_items(quantity, duration_months)')
    .eq('offer_id', offer!.id)
    .single();
  expect(order!.status).toBe('confirmed');
  expect(order!.total_amount).toBeCloseTo(offer!.commitment_total_ht, 2);
  expect(order!.order_items.map((i) => [i.quantity, i.duration_months]).sort()).toEqual([
    [1, 36],
    [2, 48],
  ]);
  await waitForMail(visitor, new RegExp(`Confirmation de votre commande ${order!.order_number}`), 60_000);
  const { data: won } = await db.from('quote_requests').select('status').eq('id', request!.id).single();
  const { data: lead } = await db.from('leads').select('status').eq('id', offer!.lead_id!).single();
  expect([won!.status, lead!.status]).toEqual(['won', 'won']);

  // Staff see the evidence.
  await page.goto(`/admin/offers/${offer!.id}`);
  const evidence = page.getByTestId('offer-evidence');
  await expect(evidence).toContainText('Claire Devis, Directrice');
  await expect(evidence).toContainText(order!.order_number);
  expect(consoleErrors).toEqual([]);
});

test('an expired offer refuses acceptance; a revised offer’s first link leads to the new version', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { data: product } = await db.from('products').select('id').eq('active', true).limit(1).single();
  const email = `e2e.devis.expire.${run}@exemple.fr`;

  // The commercial's steps through the app's own RPCs (the screens are covered above).
  const commercialClient = anonClient();
  const { error: signInError } = await commercialClient.auth.signInWithPassword(commercial);
  expect(signInError).toBeNull();
  const { data: id } = await commercialClient.rpc('save_offer', {
    fields: { client_first_name: 'Paul', client_last_name: 'Expire', client_email: email, client_company: company },
    items: [{ product_id: product!.id, duration_months: 36 }],
  });
  await sendOffer(commercialClient, id!);
  // The link's token as the worker derives it when it claims the e-mail (the queue holds none).
  const token = await offerToken(id!);

  // Revised: the first link shows version 2 once it is sent.
  const { data: v2 } = await commercialClient.rpc('revise_offer', { offer_id: id! });
  await sendOffer(commercialClient, v2!);
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(`/devis/${token}`);
  await expect(clientPage.getByRole('heading', { name: /^Devis DEV-\d{4}-\d{5}-v2$/ })).toBeVisible();

  // Expired: version 2 past its validity refuses acceptance, with a way to ask for a new offer.
  const { error } = await db.from('offers').update({ status: 'expired' }).eq('id', v2!);
  expect(error).toBeNull();
  await clientPage.reload();
  await expect(clientPage.getByText(/Ce devis a expiré le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Confirmer mon accord' })).toHaveCount(0);
  await expect(clientPage.getByRole('link', { name: 'Demandez un devis' })).toBeVisible();
  await client.close();
});
