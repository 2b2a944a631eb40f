import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { anonClient, serviceClient } from './support/clients';
import { expect, signIn, test } from './support/fixtures';
import { offerToken, sendOffer } from './support/offers';
import { e2eStack } from './support/stack-env';
import { withSql } from '../tests/support/sql';

/**
 * Issue 34, item 1, in Chromium on the production build: a client opens the offer link of their
 * e-mail (/devis/{token}), follows the site's own link to the quote form and sends a request.
 * The token lets its holder accept the offer in the client's name: no role that reads requests —
 * admin, commercial, marketing, viewer — may find it, neither in the requests (list, screen, CSV)
 * nor in the « pages d'arrivée » figure and its CSV. The stored landing page is « /devis ».
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const visitor = `e2e.jeton.${run}@exemple.fr`;
const company = `Opticiens Jeton ${run}`;
const readers = {
  admin: { email: 'admin@example.com', password: 'admin123456' },
  commercial: { email: 'commercial@example.com', password: 'demo123456' },
  marketing: { email: 'marketing@example.com', password: 'demo123456' },
  viewer: { email: 'lecteur@example.com', password: 'demo123456' },
};

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const downloaded = async (download: Download) => readFile((await download.path())!, 'utf8');

test.afterAll(async () => {
  await db.from('quote_requests').delete().eq('email', visitor);
  // A sent offer is a record the API keeps; the database owner removes the test's.
  await withSql((sql) => sql.query('delete from public.offers where client_email = $1', [visitor]), e2eStack.dbUrl);
});

test('a client following the site from their offer link sends a request that carries no token', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);

  // The commercial's offer, sent as the app sends it.
  const commercial = anonClient();
  expect((await commercial.auth.signInWithPassword(readers.commercial)).error).toBeNull();
  const { data: product } = await db.from('products').select('id').eq('active', true).limit(1).single();
  const { data: offerId, error } = await commercial.rpc('save_offer', {
    fields: { client_first_name: 'Jeanne', client_last_name: 'Jeton', client_email: visitor, client_company: company },
    items: [{ product_id: product!.id, duration_months: 36 }],
  });
  expect(error).toBeNull();
  await sendOffer(commercial, offerId!);
  const token = await offerToken(offerId!);

  // The client's browser: the e-mail's link, then the header's « Demander un devis ».
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(`/devis/${token}`);
  await expect(client.getByRole('heading', { name: /^Devis DEV-\d{4}-\d{5}$/ })).toBeVisible();
  await client
    .getByRole('region', { name: 'Gestion des cookies' })
    .getByRole('button', { name: 'Tout refuser' })
    .click();
  await client.getByRole('banner').getByRole('link', { name: 'Demander un devis' }).click();
  await expect(client).toHaveURL(/\/contact-pro$/);
  await field(client, 'Prénom').fill('Jeanne');
  await field(client, 'Nom').fill('Jeton');
  await field(client, 'E-mail').fill(visitor);
  await field(client, 'Téléphone').fill('06 12 34 56 78');
  await field(client, 'Entreprise').fill(company);
  await field(client, 'Sujet').fill('Un écran de plus');
  await field(client, 'Message').fill('Nous voudrions ajouter un écran au devis que vous nous avez envoyé.');
  await client.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(client.getByText('Message envoyé !')).toBeVisible();
  await context.close();

  // Stored: the page the visit landed on, without its token.
  const { data: stored } = await db.from('quote_requests').select('*').eq('email', visitor).single();
  expect(stored!.landing_page).toBe('/devis');
  expect(JSON.stringify(stored)).not.toContain(token);

  // Every role that reads requests: the rows the list and its CSV read, and the sources figure.
  for (const [role, account] of Object.entries(readers)) {
    const reader = anonClient();
    expect((await reader.auth.signInWithPassword(account)).error, role).toBeNull();
    const rows = await reader.from('quote_requests').select('*').eq('email', visitor);
    expect(rows.data, role).toHaveLength(1);
    expect(JSON.stringify(rows.data), role).not.toContain(token);
    const sources = await reader.rpc('analytics_request_sources', {
      p_from: parisToday(),
      p_to: parisToday(),
      p_limit: 50,
    });
    expect(sources.data, role).toContainEqual(expect.objectContaining({ dimension: 'landing_page', source: '/devis' }));
    expect(JSON.stringify(sources.data), role).not.toContain(token);
  }

  // On screen, as marketing: the list and its CSV, the request's attribution, the figure and its CSV.
  await signIn(page, readers.marketing);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/quotes?q=${encodeURIComponent(visitor)}`);
  await expect(page.getByRole('row', { name: /Jeton/ })).toBeVisible();
  const [listCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  const listText = await downloaded(listCsv);
  expect(listText).toContain(visitor);
  expect(listText).not.toContain(token);

  await page.goto(`/admin/quotes/${stored!.id}`);
  await expect(page.getByText('Page d’arrivée')).toBeVisible();
  await expect(page.getByText('/devis', { exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(token);

  await page.goto('/admin/analytics');
  const landings = page.locator('[data-figure="demandes-par-page-d-arrivee"]');
  await landings.getByText('Voir les données').click();
  await expect(landings.getByRole('row', { name: /\/devis/ })).toBeVisible();
  const [figureCsv] = await Promise.all([
    page.waitForEvent('download'),
    landings.getByRole('button', { name: /Télécharger en CSV/ }).click(),
  ]);
  const figureText = await downloaded(figureCsv);
  expect(figureText).toContain('/devis');
  expect(figureText).not.toContain(token);
  expect(await page.content()).not.toContain(token);
  expect(consoleErrors).toEqual([]);
});
