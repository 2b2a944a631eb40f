import type { Page } from '@playwright/test';
import { ChildStack } from './support/child-stack';
import { serviceClient } from './support/clients';
import { expect, test } from './support/fixtures';
import { inboxAt } from './support/inbox';
import { e2eStack } from './support/stack-env';

/**
 * Issue 24: every public form works on a database session that never ran a migration. Visitors'
 * inserts once failed with 42501 « permission denied for schema private » on any such session
 * (a restarted stack, a stack after `npm run db:reset`, every pooled connection on hosted
 * Supabase), while the suite stayed green on the one PGlite session that had built the database.
 *
 * So this spec brings its own stack, run as a developer runs it: `db:reset`, then `start` in a
 * new process, later stopped and started again. The production build of the e2e run is the app;
 * its API calls are routed to this stack. Nothing privileged reaches the stack before the
 * visitors have sent their forms: rows and e-mails are read afterwards. (The stack's own scheduler
 * does run its jobs meanwhile, deliver-emails and the campaigns' batches, as pg_cron does on hosted
 * Supabase; they write no visitor's table.)
 *
 * Note that `reset` and `start` are separate processes here, so the session that serves never
 * built anything whether or not database.ts reopens PGlite after a build: what this spec catches
 * is a grant missing for visitors, not the reopen itself (which matters to `start --reset`).
 */
test.describe.configure({ mode: 'serial' });

const stack = new ChildStack({
  dataDir: process.env.E2E_CHILD_DATA_DIR ?? `${process.env.E2E_DATA_DIR ?? '.local-stack/e2e'}-cold`,
  // The acknowledgements reach the inbox within a second.
  env: { STACK_EMAIL_DELIVERY_INTERVAL_MS: '500' },
});
const inbox = inboxAt(stack.mailUrl);
const run = `${Date.now()}`.slice(-8);

interface PublicForm {
  type: 'quote' | 'partner' | 'job' | 'documentation' | 'contact';
  /** Opens the form as a visitor reaches it. */
  open: (page: Page) => Promise<void>;
  /** The pro variant also asks for the company. */
  pro: boolean;
  /** Typed by the visitor, or null when the link that led here prefilled it. */
  subject: string | null;
  submitLabel: string;
  /** How the acknowledgement names the request. */
  noun: string;
}

const publicForms: PublicForm[] = [
  {
    type: 'quote',
    open: async (page) => void (await page.goto('/contact-pro')),
    pro: true,
    subject: 'Mur d’images pour notre salle',
    submitLabel: 'Envoyer ma demande',
    noun: 'demande de devis',
  },
  {
    type: 'partner',
    open: async (page) => void (await page.goto('/devenir-partenaire')),
    pro: true,
    subject: null,
    submitLabel: 'Envoyer ma candidature',
    noun: 'demande de partenariat',
  },
  {
    type: 'job',
    open: async (page) => {
      await page.goto('/carrieres');
      await page
        .getByRole('link', { name: /^Postuler : / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/contact\?.*type=job/);
    },
    pro: false,
    subject: null,
    submitLabel: 'Envoyer le message',
    noun: 'candidature',
  },
  {
    type: 'documentation',
    open: async (page) => {
      await page.goto('/documentation');
      await page.getByRole('link', { name: 'Demander un document' }).click();
      await expect(page).toHaveURL(/\/contact\?.*type=documentation/);
    },
    pro: false,
    subject: null,
    submitLabel: 'Envoyer le message',
    noun: 'demande de documentation',
  },
  {
    type: 'contact',
    open: async (page) => void (await page.goto('/contact')),
    pro: false,
    subject: 'Question sur un contrat en cours',
    submitLabel: 'Envoyer le message',
    noun: 'message',
  },
];

const emailOf = (form: PublicForm, pass: string) => `e2e.froid.${pass}.${form.type}.${run}@exemple.fr`;

/** The app under test calls the e2e stack's API; here those calls go to this spec's stack. */
async function routeApiToOwnStack(page: Page) {
  await page.route(`${e2eStack.apiUrl}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.continue({ url: `${stack.apiUrl}${url.pathname}${url.search}` });
  });
}

async function refuseCookies(page: Page) {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Gestion des cookies' });
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toBeHidden();
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Fills and sends one form as an anonymous visitor; returns the subject it was sent with. */
async function sendForm(page: Page, form: PublicForm, email: string): Promise<string> {
  await form.open(page);
  // Hydrated: the prerendered submit button stays disabled until then.
  await expect(page.locator('form[data-quote-form][data-hydrated]')).toBeVisible();
  await field(page, 'Prénom').fill('Élodie');
  await field(page, 'Nom').fill(`Froid-${form.type}`);
  await field(page, 'E-mail').fill(email);
  await field(page, 'Téléphone').fill('06 12 34 56 78');
  if (form.pro) await field(page, 'Entreprise').fill('Brasserie du Théâtre');
  if (form.subject) await field(page, 'Sujet').fill(form.subject);
  else await expect(field(page, 'Sujet')).not.toHaveValue('');
  const subject = await field(page, 'Sujet').inputValue();
  await field(page, 'Message').fill('Bonjour, pouvez-vous me rappeler cette semaine ? Merci.');

  const insert = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/rest/v1/quote_requests',
  );
  await page.getByRole('button', { name: form.submitLabel }).click();
  const response = await insert;
  // The bug answered 401 {"code":"42501","message":"permission denied for schema private"}.
  expect(response.status(), `${form.type}: ${await response.text()}`).toBe(201);
  await expect(page.getByText('Message envoyé !')).toBeVisible();
  return subject;
}

async function storedRequests(emails: string[]) {
  const { data, error } = await serviceClient(stack.apiUrl)
    .from('quote_requests')
    .select('email, type, first_name, last_name, company, subject, status')
    .in('email', emails);
  if (error) throw error;
  return data;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const reset = await stack.reset();
  expect(reset).toContain('Database reset');
  const started = await stack.start();
  // A new process on the data dir db:reset built: its one session ran no migration, no seed.
  expect(started).toContain('Database opened');
  expect(started).not.toContain('Applied migrations');
});

test.afterAll(async () => {
  await stack.stop();
});

test('after db:reset and a start, each public form stores its request with its type and is acknowledged', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await routeApiToOwnStack(page);
  await refuseCookies(page);

  const sent: Array<{ form: PublicForm; email: string; subject: string }> = [];
  for (const form of publicForms) {
    const email = emailOf(form, 'reset');
    sent.push({ form, email, subject: await sendForm(page, form, email) });
  }

  // Only now a privileged read: one query for the five rows.
  const rows = await storedRequests(sent.map((s) => s.email));
  expect(rows).toHaveLength(publicForms.length);
  for (const { form, email, subject } of sent) {
    expect(rows.filter((row) => row.email === email)).toEqual([
      {
        email,
        type: form.type,
        first_name: 'Élodie',
        last_name: `Froid-${form.type}`,
        company: form.pro ? 'Brasserie du Théâtre' : null,
        subject,
        status: 'pending',
      },
    ]);
  }

  for (const { form, email, subject } of sent) {
    const acknowledgement = await inbox.waitForMail(email, new RegExp(`nous avons bien reçu votre ${form.noun}$`));
    expect(acknowledgement.to).toEqual([email]);
    expect(acknowledgement.text).toContain(subject);
  }
  expect(consoleErrors).toEqual([]);
});

test('after a restart on the same data dir, a visitor’s request is stored and acknowledged', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  expect(await stack.stop()).toBe(0);
  const started = await stack.start();
  expect(started).toContain('Database opened');
  expect(started).not.toContain('Applied migrations');

  await routeApiToOwnStack(page);
  await refuseCookies(page);
  const form = publicForms[0]!;
  const email = emailOf(form, 'restart');
  const subject = await sendForm(page, form, email);

  expect(await storedRequests([email])).toEqual([expect.objectContaining({ email, type: 'quote', subject })]);
  await inbox.waitForMail(email, /nous avons bien reçu votre demande de devis$/);
  expect(consoleErrors).toEqual([]);
});
