import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, test } from './support/fixtures';

/**
 * The public quote form (/contact-pro) in a real browser against the local stack: the row it
 * stores is read back with the service role (visitors cannot read quote_requests).
 * Every test uses its own e-mail address: the database limits requests per address.
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const emails: string[] = [];

function uniqueEmail(label: string) {
  const email = `e2e.${label}.${run}@exemple.fr`;
  emails.push(email);
  return email;
}

test.afterAll(async () => {
  if (emails.length > 0) await db.from('quote_requests').delete().in('email', emails);
});

/** Opens the page and answers the cookie banner, which also proves the page is hydrated. */
async function openForm(page: Page, path = '/contact-pro') {
  await page.goto(path);
  const banner = page.getByRole('region', { name: 'Gestion des cookies' });
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toBeHidden();
}

/** By accessible name: the « * » of required labels is aria-hidden. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function fillProForm(page: Page, email: string) {
  await field(page, 'Prénom').fill('Élodie');
  await field(page, 'Nom').fill('Marchand-Lefèvre');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Téléphone').fill('+33 6 12 34 56 78');
  await field(page, 'Entreprise').fill('Brasserie du Théâtre');
  await field(page, 'SIRET').fill('123 456 789 00012');
  await field(page, 'Sujet').fill('Mur d’images pour notre salle');
  await field(page, 'Message').fill('Bonjour, nous souhaitons équiper notre salle d’un mur d’images 2×2 pour les matchs.');
}

async function rowsFor(email: string) {
  const { data, error } = await db.from('quote_requests').select('*').eq('email', email);
  if (error) throw error;
  return data;
}

test('a pro quote sent from the browser is stored once, pending, with the SIRET digits', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('devis');
  await openForm(page);
  await fillProForm(page, email);

  // A double click must not file the request twice.
  await page.getByRole('button', { name: 'Envoyer ma demande' }).dblclick();
  await expect(page.getByText('Message envoyé !')).toBeVisible();
  await expect(page.getByText('Notre équipe vous recontacte sous 24h.')).toBeVisible();
  await expect(field(page, 'Prénom')).toHaveValue('');
  await expect(field(page, 'Entreprise')).toHaveValue('');
  await expect(field(page, 'Message')).toHaveValue('');

  await expect.poll(async () => (await rowsFor(email)).length).toBe(1);
  const [row] = await rowsFor(email);
  expect(row).toMatchObject({
    first_name: 'Élodie',
    last_name: 'Marchand-Lefèvre',
    email,
    phone: '+33 6 12 34 56 78',
    company: 'Brasserie du Théâtre',
    siret: '12345678900012',
    subject: 'Mur d’images pour notre salle',
    status: 'pending',
  });
  expect(consoleErrors).toEqual([]);
});

test('the general /contact form stores company and SIRET as null', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('contact');
  await openForm(page, '/contact?sujet=Candidature%20spontan%C3%A9e');
  await expect(field(page, 'Sujet')).toHaveValue('Candidature spontanée');
  await expect(field(page, 'Entreprise')).toHaveCount(0);
  await field(page, 'Prénom').fill('Yanis');
  await field(page, 'Nom').fill('Haddad');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Téléphone').fill('06 98 76 54 32');
  await field(page, 'Message').fill('Technicien LED depuis 6 ans, je souhaite rejoindre votre équipe.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Message envoyé !')).toBeVisible();

  await expect.poll(async () => (await rowsFor(email)).length).toBe(1);
  const [row] = await rowsFor(email);
  expect(row).toMatchObject({ company: null, siret: null, subject: 'Candidature spontanée', status: 'pending' });
  expect(consoleErrors).toEqual([]);
});

test('French messages at the fields; nothing is sent', async ({ page }) => {
  const email = uniqueEmail('invalide');
  await openForm(page);
  await fillProForm(page, email);
  await field(page, 'SIRET').fill('123 456 789 0001');
  await field(page, 'Message').fill('Bonjour <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(page.getByText('Le SIRET doit comporter exactement 14 chiffres (ex. 123 456 789 00012).')).toBeVisible();
  await expect(page.getByText('Le message ne doit pas contenir de balises HTML.')).toBeVisible();
  await expect(field(page, 'SIRET')).toHaveAttribute('aria-invalid', 'true');
  expect(await rowsFor(email)).toHaveLength(0);
});

test('a failed submission keeps every field, and sending again works', async ({ page }) => {
  const email = uniqueEmail('echec');
  await openForm(page);
  await fillProForm(page, email);

  await page.route('**/rest/v1/quote_requests*', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeVisible();
  await expect(page.getByText('Message envoyé !')).toHaveCount(0);
  await expect(field(page, 'Prénom')).toHaveValue('Élodie');
  await expect(field(page, 'E-mail')).toHaveValue(email);
  await expect(field(page, 'SIRET')).toHaveValue('123 456 789 00012');
  await expect(field(page, 'Message')).toHaveValue(/mur d’images 2×2/);
  await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
  expect(await rowsFor(email)).toHaveLength(0);

  await page.unroute('**/rest/v1/quote_requests*');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Message envoyé !')).toBeVisible();
  await expect.poll(async () => (await rowsFor(email)).length).toBe(1);
});

test('a server refusal (42501) keeps the form, says so at the form, and logs the code in the console', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('refus');
  await openForm(page);
  await fillProForm(page, email);
  // What hosted PostgREST answers when a policy needs a privilege the anon role lacks.
  await page.route('**/rest/v1/quote_requests*', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: '42501', message: 'permission denied for schema private', details: null, hint: null }),
    }),
  );
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Votre demande n’a pas été envoyée, à la suite d’un incident de notre côté.');
  await expect(alert.getByRole('link', { name: '01 84 60 32 10' })).toHaveAttribute('href', 'tel:+33184603210');
  await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue(email);
  await expect(field(page, 'Message')).toHaveValue(/mur d’images 2×2/);
  expect(consoleErrors.filter((line) => line.startsWith('[quote_requests] insert failed'))).toEqual([
    expect.stringContaining('[quote_requests] insert failed 42501: permission denied for schema private'),
  ]);
  expect(await rowsFor(email)).toHaveLength(0);
});

test('the rate limit answer (PT429) is explained in French and the form is kept', async ({ page }) => {
  const email = uniqueEmail('limite');
  await openForm(page);
  await fillProForm(page, email);
  await page.route('**/rest/v1/quote_requests*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'PT429', message: 'Trop de demandes.', details: null, hint: 'rate_limited' }),
    }),
  );
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Trop de demandes ont été envoyées. Veuillez réessayer dans quelques minutes.')).toBeVisible();
  await expect(field(page, 'Entreprise')).toHaveValue('Brasserie du Théâtre');
});

test.describe('attribution sent with the request', () => {
  const ATTRIBUTION_KEY = 'visiolease-attribution';

  test('without consent: the visit’s landing page, referrer and UTM go with the request, nothing stored', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('attribution');
    await page.goto('/contact-pro?utm_source=newsletter&utm_medium=email&utm_campaign=printemps&utm_term=mur%20led&utm_content=bouton', {
      referer: 'http://partenaire.example.fr/offres?client=42',
    });
    const banner = page.getByRole('region', { name: 'Gestion des cookies' });
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await fillProForm(page, email);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Message envoyé !')).toBeVisible();

    await expect.poll(async () => (await rowsFor(email)).length).toBe(1);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      landing_page: '/contact-pro',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'printemps',
      utm_term: 'mur led',
      utm_content: 'bouton',
    });
    // The referring site, never its query string (the browser may trim it to the origin).
    expect(row.referrer).toMatch(/^http:\/\/partenaire\.example\.fr\/(offres)?$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_KEY)).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('with marketing consent: the first touch survives a reload on another page', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('premiere-visite');
    await page.goto('/leasing?utm_source=salon&utm_campaign=salon-lyon');
    const banner = page.getByRole('region', { name: 'Gestion des cookies' });
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_KEY)).toContain('salon-lyon');

    // A new page load, without the campaign in the address.
    await page.goto('/contact-pro');
    await fillProForm(page, email);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Message envoyé !')).toBeVisible();
    await expect.poll(async () => (await rowsFor(email)).length).toBe(1);
    expect((await rowsFor(email))[0]).toMatchObject({ landing_page: '/leasing', utm_source: 'salon', utm_campaign: 'salon-lyon' });
    expect(consoleErrors).toEqual([]);
  });
});
