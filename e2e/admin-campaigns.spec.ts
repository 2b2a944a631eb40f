import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signIn, test } from './support/fixtures';
import { countMailTo, waitForMail } from './support/inbox';

/**
 * E-mail campaigns end to end, as a marketing user: a campaign for the seeded qualified leads, a
 * test to oneself, the send through the outbox (the stack's scheduler runs advance-campaigns, which
 * queues the batches, and deliver-emails), one e-mail per consenting lead and none for the others, an
 * unsubscribe through the visible link, and a second campaign that skips that address.
 */
const db = serviceClient();
const marketing = { email: 'marketing@example.com', password: 'demo123456' };
const tag = Date.now().toString(36);
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The qualified leads, split by what the consent rule says (the database is the reference). */
async function qualifiedLeads() {
  const [{ data: leads }, { data: unsubscribed }] = await Promise.all([
    db.from('leads').select('email, marketing_consent').eq('status', 'qualified'),
    db.from('email_unsubscribes').select('email'),
  ]);
  const out = new Set((unsubscribed ?? []).map((u) => u.email));
  const recipients = (leads ?? []).filter((l) => l.marketing_consent && !out.has(l.email.toLowerCase())).map((l) => l.email);
  const others = (leads ?? []).map((l) => l.email).filter((email) => !recipients.includes(email));
  return { total: leads?.length ?? 0, recipients, others };
}

async function sendNow(page: Page) {
  await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Envoyer' }).click();
  // The campaign screen polls while the send runs: sent once every batch has an outcome.
  await expect(page.getByText('Envoyée', { exact: true })).toBeVisible({ timeout: 60_000 });
}

test('a marketing user creates, tests and sends a campaign; an unsubscribed lead is skipped next time', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const before = await qualifiedLeads();
  // The seed gives consenting and non-consenting qualified leads, so both checks below bite.
  expect(before.recipients.length).toBeGreaterThanOrEqual(2);
  expect(before.others.length).toBeGreaterThan(0);

  await signIn(page, marketing);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/marketing');
  await page.locator('[data-stat="campaigns"] a, a[href="/admin/marketing/campaigns"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campagnes e-mail' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle campagne' }).click();

  const subject = `Nouveautés ${tag}`;
  await page.getByLabel('Nom de la campagne').fill(`Relance qualifiés ${tag}`);
  await page.getByLabel('Objet de l’e-mail').fill(subject);
  await page.getByLabel('Contenu').fill('Bonjour,\n\n**Nouveau** : le mur LED 2 m².\n\n[Voir le catalogue](https://www.visiolease.fr/)');
  await expect(page.getByTestId('campaign-preview').locator('strong')).toHaveText('Nouveau');
  await page.getByRole('checkbox', { name: 'Qualifié' }).check();
  await expect
    .poll(async () => plain(await page.getByTestId('audience-count').textContent()))
    .toContain(`${before.total} lead(s) dans ce segment, dont ${before.recipients.length} destinataire(s)`);
  await page.getByRole('button', { name: 'Créer la campagne' }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/campaigns\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Envoyer un test' }).click();
  await expect(page.getByText(`E-mail de test envoyé à ${marketing.email}.`)).toBeVisible();
  await waitForMail(marketing.email, `[Test] ${subject}`);

  await sendNow(page);
  const first = await waitForMail(before.recipients[0]!, subject);
  for (const email of before.recipients.slice(1)) await waitForMail(email, subject);
  for (const email of before.recipients) expect(await countMailTo(email, new RegExp(`^${subject}$`)), email).toBe(1);
  for (const email of before.others) expect(await countMailTo(email, new RegExp(subject)), email).toBe(0);
  await expect(page.getByTestId('campaign-delivery')).toContainText(`Délivrés${before.recipients.length}`);

  // The recipient opens the visible link and confirms.
  // The token: 64 hex digits, derived when the e-mail was sent and stored nowhere (issue 25).
  const link = /https?:\/\/\S+\/desinscription\?token=[0-9a-f]{64}/.exec(first.text)?.[0];
  expect(link).toBeDefined();
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL(link!).pathname + new URL(link!).search);
  await visitor.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(visitor.getByRole('status')).toContainText('votre adresse est désinscrite');
  await visitor.close();

  // A second campaign for the same segment: duplicated, renamed, sent; the unsubscribed address gets nothing.
  await page.getByRole('button', { name: 'Dupliquer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Copie de Relance qualifiés ${tag}` })).toBeVisible();
  const second = `Seconde ${tag}`;
  await page.getByLabel('Objet de l’e-mail').fill(second);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Campagne enregistrée')).toBeVisible();
  await sendNow(page);
  for (const email of before.recipients.slice(1)) await waitForMail(email, second);
  expect(await countMailTo(before.recipients[0]!, new RegExp(second))).toBe(0);
  expect(consoleErrors).toEqual([]);
});
