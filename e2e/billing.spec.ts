import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../supabase/local/config';
import { serviceClient } from './support/clients';
import { expect, signIn, signInAsAdmin, test } from './support/fixtures';
import { waitForMail } from './support/inbox';
import { e2eStack } from './support/stack-env';

/**
 * Billing, first part (issue 36), on the production build: an administrator fills in the company's
 * mandatory mentions at the bottom of /admin/offers; a contract starts and its schedule e-mail (the
 * pre-notification) reaches the customer; the day's invoice is issued (the nightly job) and rendered
 * (billing-documents) and its e-mail carries the Factur-X PDF; accounting opens the contract's
 * « Échéancier » and downloads the very file stored.
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const customer = `e2e.facturation.${run}@exemple.fr`;
const company = `Opticien Facturé ${run}`;
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const monthStart = `${today.slice(0, 7)}-01`;
let contractId = '';
let contractNumber = '';
let restore: Record<string, unknown> = {};

async function expectAccessible(page: Page, label: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    label,
  ).toEqual([]);
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test.beforeAll(async () => {
  const { data: settings } = await db.from('company_settings').select('*').eq('id', true).single();
  restore = { ...settings };
  // A confirmed order of two screens: its contract, started on the 1st of this month.
  const order = await db
    .from('orders')
    .insert({
      customer_first_name: 'Élise',
      customer_last_name: 'Facturée',
      customer_email: customer,
      customer_company: company,
      billing_address: { street: '8 rue de la République', postal_code: '13001', city: 'Marseille', country: 'France' },
    })
    .select('id')
    .single();
  if (order.error) throw order.error;
  const items = await db.from('order_items').insert({
    order_id: order.data.id,
    product_name: 'Écran vitrine Samsung OM55B 55"',
    product_brand: 'Samsung',
    duration_months: 36,
    quantity: 2,
    monthly_payment: 150,
    unit_price: 5400,
  });
  if (items.error) throw items.error;
  await db.from('orders').update({ status: 'confirmed' }).eq('id', order.data.id).throwOnError();
  const { data: contract } = await db
    .from('contracts')
    .select('id, contract_number')
    .eq('order_id', order.data.id)
    .single();
  contractId = contract!.id;
  contractNumber = contract!.contract_number;
});

test.afterAll(async () => {
  // The company block as the run found it; the invoiced contract stays (an invoice is never deleted).
  const { id: _id, updated_at: _updated, ...values } = restore as { id: boolean; updated_at: string };
  await db.from('company_settings').update(values).eq('id', true);
});

test.describe.configure({ mode: 'serial' });

test('an administrator fills in the mentions an invoice needs, checked at each field', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/offers');
  const block = page.getByRole('heading', { name: 'Coordonnées de la société' });
  await block.scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('status').filter({ hasText: 'Facturation impossible tant que ces mentions manquent' }),
  ).toBeVisible();

  await textbox(page, 'SIREN').fill('912 345 678');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('SIREN invalide : la clé de contrôle ne correspond pas.')).toBeVisible();

  const values: [string, string][] = [
    ['Forme juridique', 'SAS'],
    ['Capital social (€)', '500 000'],
    ['Immatriculation', 'RCS Paris 912 345 675'],
    ['SIREN', '912 345 675'],
    ['SIRET du siège', '912 345 675 00017'],
    ['Numéro de TVA intracommunautaire', 'FR65912345675'],
    ['Adresse du siège', '48 rue de la Chaussée-d’Antin'],
    ['Code postal du siège', '75009'],
    ['Ville du siège', 'Paris'],
    ['E-mail de facturation', 'facturation@visiolease.fr'],
    ['Taux des pénalités de retard (% par an)', '12,15'],
    ['IBAN', 'FR76 3000 6000 0112 3456 7890 189'],
    ['BIC', 'BNPAFRPPXXX'],
    ['Identifiant créancier SEPA (ICS)', 'FR72ZZZ123456'],
  ];
  for (const [label, value] of values) await textbox(page, label).fill(value);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Coordonnées de la société enregistrées.')).toBeVisible();
  await expect(page.getByText(/Facturation impossible tant que/)).toHaveCount(0);
  const { data } = await db
    .from('company_settings')
    .select('siren, siret, iban, share_capital, late_penalty_rate')
    .single();
  expect(data).toEqual({
    siren: '912345675',
    siret: '91234567500017',
    iban: 'FR7630006000011234567890189',
    share_capital: 500000,
    late_penalty_rate: 12.15,
  });
  await expectAccessible(page, 'company block');
});

test('a contract that starts e-mails its schedule; its invoice leaves with the Factur-X PDF', async () => {
  await db
    .from('contracts')
    .update({
      status: 'active',
      start_date: monthStart,
      end_date: `${Number(monthStart.slice(0, 4)) + 3}${monthStart.slice(4)}`,
    })
    .eq('id', contractId)
    .throwOnError();
  const schedule = await waitForMail(customer, `Échéancier de votre contrat ${contractNumber}`);
  expect(schedule.text).toContain('cet échéancier vaut pré-notification');

  // The nightly job, then the rendering function, as the schedule runs them.
  const { data: issued, error } = await db.rpc('issue_due_invoices', {});
  expect(error).toBeNull();
  expect((issued as { issued: number }).issued).toBeGreaterThanOrEqual(1);
  const rendered = await fetch(`${e2eStack.apiUrl}/functions/v1/billing-documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, apikey: SERVICE_ROLE_KEY },
  });
  expect(rendered.status).toBe(200);

  const { data: invoice } = await db
    .from('invoices')
    .select('number, total_ttc')
    .eq('contract_id', contractId)
    .eq('period_start', monthStart)
    .single();
  expect(invoice!.total_ttc).toBe(360);
  const mail = await waitForMail(customer, `Votre facture ${invoice!.number}`);
  expect(mail.attachments).toMatchObject([{ fileName: `${invoice!.number}.pdf`, contentType: 'application/pdf' }]);
});

test('accounting reads the contract’s schedule and downloads the stored invoice', async ({ page }) => {
  const { data: invoice } = await db
    .from('invoices')
    .select('id, number, invoice_documents(pdf_sha256)')
    .eq('contract_id', contractId)
    .eq('period_start', monthStart)
    .single();
  await signIn(page, { email: 'compta@example.com', password: 'demo123456' });
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/contracts/${contractId}`);
  await expect(page.getByRole('heading', { name: 'Échéancier' })).toBeVisible();
  const first = page.getByRole('row').filter({ hasText: invoice!.number });
  await expect(first).toContainText('300,00');
  await expect(first).toContainText('Émise');
  await expect(page.getByRole('row').filter({ hasText: 'À venir' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger ${invoice!.number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoice!.number}.pdf`);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  const stored = invoice!.invoice_documents as unknown as { pdf_sha256: string } | { pdf_sha256: string }[];
  expect(sha256(bytes)).toBe(Array.isArray(stored) ? stored[0]!.pdf_sha256 : stored.pdf_sha256);
  await expectAccessible(page, 'contract schedule');
});
