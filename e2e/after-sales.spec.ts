import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signIn, test } from './support/fixtures';
import { countMailTo, waitForMail } from './support/inbox';
import { offerPdfText } from '../tests/support/offer-pdf-text';
import { removeOrders } from '../tests/support/remove-orders';
import { e2eStack } from './support/stack-env';
import { rawIdentifiers } from '../tests/support/raw-identifiers';

/**
 * Issue 27, end to end on the production build: a confirmed order → its contract → the
 * installation planned and its report signed on /admin/contracts/{id} (the PDF, stored, holds the
 * serial numbers) → the customer reports a breakdown on /assistance → the acknowledgement with the
 * INC number is in their inbox → staff assign a technician → the technician, signed in, sees it
 * first in « Mes interventions » with its 48 h deadline → plans it, intervenes, resolves it → the
 * customer's status e-mails are in the inbox.
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const customer = `e2e.sav.${run}@exemple.fr`;
const company = `Pharmacie SAV ${run}`;
const serials = [`SN-${run}-A`, `SN-${run}-B`];
const technician = { email: `e2e.technicien.${run}@example.com`, password: 'motdepasse-solide' };
const admin = { email: 'admin@example.com', password: 'admin123456' };
let orderId: string;
let technicianId: string;

/** axe-core, WCAG 2.1 A and AA, on the screen as it is. */
async function expectAccessible(page: Page, label: string) {
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

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.beforeAll(async () => {
  // The order as the offers' acceptance leaves it: two units of one screen, confirmed.
  const order = await db
    .from('orders')
    .insert({
      customer_first_name: 'Nadia',
      customer_last_name: 'Service',
      customer_email: customer,
      customer_company: company,
      customer_phone: '06 11 22 33 44',
    })
    .select('id')
    .single();
  if (order.error) throw order.error;
  orderId = order.data.id;
  const items = await db.from('order_items').insert({
    order_id: orderId,
    product_name: 'Écran vitrine Samsung OM55B 55"',
    product_brand: 'Samsung',
    duration_months: 36,
    quantity: 2,
    monthly_payment: 95,
    unit_price: 2600,
  });
  if (items.error) throw items.error;
  const confirmed = await db.from('orders').update({ status: 'confirmed' }).eq('id', orderId);
  if (confirmed.error) throw confirmed.error;

  // A technician of their own: nothing else of theirs can come first in their list.
  const account = await db.auth.admin.createUser({ ...technician, email_confirm: true });
  if (account.error) throw account.error;
  technicianId = account.data.user.id;
  const role = await db.from('user_roles').insert({ user_id: technicianId, role: 'technicien' });
  if (role.error) throw role.error;
  const profile = await db
    .from('staff_profiles')
    .insert({ user_id: technicianId, display_name: `Théo Technicien ${run}` });
  if (profile.error) throw profile.error;
});

test.afterAll(async () => {
  const { data: contract } = await db
    .from('contracts')
    .select('id, installation_report_path')
    .eq('order_id', orderId)
    .maybeSingle();
  if (contract) {
    const { data: incidents } = await db.from('incidents').select('id').eq('contract_id', contract.id);
    const { data: photos } = await db
      .from('incident_photos')
      .select('path')
      .in(
        'incident_id',
        (incidents ?? []).map((incident) => incident.id),
      );
    if (photos?.length) await db.storage.from('incident-photos').remove(photos.map((photo) => photo.path));
    if (contract.installation_report_path) {
      await db.storage.from('contract-documents').remove([contract.installation_report_path]);
    }
  }
  // As the retention job deletes it: the API deletes no order with a contract.
  await removeOrders([orderId], e2eStack.dbUrl);
  if (technicianId) await db.auth.admin.deleteUser(technicianId);
});

test('a confirmed order becomes a contract, installed, then a breakdown handled within its 48 hours', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);

  // The contract, created by the database on confirmation.
  const { data: contract } = await db
    .from('contracts')
    .select('id, contract_number, status, service_level')
    .eq('order_id', orderId)
    .single();
  expect(contract).toMatchObject({ status: 'pending_installation', service_level: 'standard' });
  const contractNumber = contract!.contract_number;

  // Installation: planned with the technician, serial numbers entered, the report signed on site.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Contrats' }).click();
  await page.getByRole('link', { name: `Voir le contrat ${contractNumber}` }).click();
  await expect(page).toHaveURL(`/admin/contracts/${contract!.id}`);
  await expect(page.locator('h1')).toContainText(contractNumber);
  const installation = page.getByRole('form', { name: 'Planifier l’installation' });
  await installation
    .getByLabel('Date d’installation')
    .fill(new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('sv-SE'));
  await installation.getByRole('combobox', { name: 'Technicien' }).selectOption({ label: `Théo Technicien ${run}` });
  await installation.getByRole('button', { name: 'Planifier l’installation' }).click();
  await expect(page.getByText('Installation planifiée.')).toBeVisible();
  for (const [index, serial] of serials.entries()) {
    await page
      .getByRole('textbox', { name: new RegExp(`^Numéro de série de l’équipement ${index + 1} `) })
      .fill(serial);
    await page.getByRole('button', { name: `Enregistrer le numéro de série de l’équipement ${index + 1}` }).click();
    await expect(
      page.getByRole('button', { name: `Enregistrer le numéro de série de l’équipement ${index + 1}` }),
    ).toBeDisabled();
  }
  await textbox(page, 'Nom et prénom du signataire').fill('Nadia Service');
  await page.getByRole('button', { name: 'Signer le procès-verbal' }).click();
  await expect(page.getByText('Procès-verbal signé : le contrat est actif.')).toBeVisible();
  await expect(page.getByTestId('signed-report')).toContainText('Nadia Service');
  const { data: installed } = await db
    .from('contracts')
    .select('status, start_date, installation_report_path, installation_report_sha256')
    .eq('id', contract!.id)
    .single();
  expect(installed).toMatchObject({
    status: 'active',
    start_date: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }),
  });
  const { data: report } = await db.storage.from('contract-documents').download(installed!.installation_report_path!);
  const bytes = new Uint8Array(await report!.arrayBuffer());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(installed!.installation_report_sha256);
  const reportText = await offerPdfText(bytes);
  expect(reportText).toContain(`Contrat ${contractNumber}`);
  for (const serial of serials) expect(reportText).toContain(serial);

  // The contract's history speaks French to staff: people and records by their names, booleans
  // as words, never an id, a column's or a table's name (a UUID or a snake_case word).
  const history = page.getByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' });
  await expect(history).toContainText(`Technicien de l’installation : — → Théo Technicien ${run}`);
  await expect(history).toContainText(`Technicien : — → Théo Technicien ${run}`);
  await expect(history).toContainText('Installation dans le délai promis : — → ');
  await expect(history).toContainText(`N° de série : — → ${serials[0]}`);
  await expect(history).toContainText(`Contrat : — → ${contractNumber}`);
  // Folded lines (« Voir n autres champs ») included.
  expect(rawIdentifiers((await history.textContent()) ?? '')).toEqual([]);

  // The customer's report, from a browser of their own.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/');
  await customerPage
    .getByRole('region', { name: 'Gestion des cookies' })
    .getByRole('button', { name: 'Tout refuser' })
    .click();
  await customerPage.getByRole('contentinfo').getByRole('link', { name: 'Signaler un incident' }).click();
  await expect(customerPage).toHaveURL(/\/assistance$/);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Signaler un incident' })).toBeVisible();
  await expect(customerPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(customerPage.locator('[data-report-form]')).toBeVisible();
  await expectAccessible(customerPage, '/assistance');
  await textbox(customerPage, 'Numéro de contrat').fill(contractNumber);
  await textbox(customerPage, 'E-mail du contrat').fill(customer);
  await customerPage.getByRole('combobox', { name: 'Type d’incident' }).selectOption({ label: 'Panne' });
  await textbox(customerPage, 'Équipement concerné').fill(serials[1]!);
  await textbox(customerPage, 'Description').fill('L’écran de la vitrine reste noir depuis ce matin.');
  await customerPage.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(customerPage.getByRole('status')).toContainText(
    'Merci. Si ces informations correspondent à un contrat actif, vous recevrez un accusé de réception avec le numéro d’incident.',
  );
  await customerContext.close();

  // The acknowledgement, with the incident's number.
  const acknowledgement = await waitForMail(customer, /INC-\d{4}-\d{5}/, 60_000);
  const incidentNumber = /INC-\d{4}-\d{5}/.exec(acknowledgement.subject)![0];
  const { data: incident } = await db
    .from('incidents')
    .select('id, reported_at, deadline_at, contract_item_id, status')
    .eq('incident_number', incidentNumber)
    .single();
  expect(incident!.status).toBe('open');
  expect(new Date(incident!.deadline_at).getTime() - new Date(incident!.reported_at).getTime()).toBe(48 * 3_600_000);
  expect(acknowledgement.text).toContain(incidentNumber);

  // Staff see it in the list and give it to the technician.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Incidents' }).click();
  const row = page.getByRole('row', { name: new RegExp(incidentNumber) });
  await expect(row).toContainText('Ouvert');
  await expect(row).toContainText(/4[78] h \d{2} restantes/);
  await expectAccessible(page, '/admin/incidents');
  await row.getByRole('link', { name: `Voir l’incident ${incidentNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Incident ${incidentNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: contractNumber })).toHaveAttribute(
    'href',
    `/admin/contracts/${contract!.id}`,
  );
  await page.getByRole('combobox', { name: 'Technicien' }).selectOption({ label: `Théo Technicien ${run}` });
  await page.getByRole('button', { name: 'Assigner le technicien' }).click();
  await expect(page.getByText('Technicien assigné.')).toBeVisible();
  await expectAccessible(page, '/admin/incidents/{id}');

  // The technician's home is « Mes interventions », on a device of their own: this incident first, with its time left.
  const technicianContext = await browser.newContext();
  const tech = await technicianContext.newPage();
  tech.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signIn(tech, technician);
  await expect(tech).toHaveURL(/\/admin$/);
  await expect(tech.getByRole('heading', { level: 1, name: 'Mes interventions' })).toBeVisible();
  const incidents = tech.getByRole('list', { name: 'Incidents à traiter, par échéance' }).getByRole('listitem');
  await expect(incidents.first()).toContainText(incidentNumber);
  await expect(incidents.first()).toContainText(/4[78] h \d{2} restantes/);
  await expectAccessible(tech, '/admin (technicien)');
  await incidents.first().getByRole('link', { name: incidentNumber }).click();

  // Planned for tomorrow at 9:00, then on site, then resolved.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = tomorrow.toLocaleDateString('sv-SE');
  await tech.getByLabel('Date et heure de l’intervention').fill(`${day}T09:00`);
  await tech.getByRole('button', { name: 'Planifier l’intervention' }).click();
  await expect(tech.getByText('Incident passé au statut « Planifié ».')).toBeVisible();
  await tech.getByRole('button', { name: 'Passer à « En intervention »' }).click();
  await expect(tech.getByText('Incident passé au statut « En intervention ».')).toBeVisible();
  await tech.getByRole('button', { name: 'Passer à « Résolu »' }).click();
  await expect(tech.getByText('Incident passé au statut « Résolu ».')).toBeVisible();
  await expect(tech.getByText('Sur site le')).toBeVisible();
  const { data: resolved } = await db
    .from('incidents')
    .select('status, technician_id, intervened_at, resolved_at')
    .eq('id', incident!.id)
    .single();
  expect(resolved).toMatchObject({ status: 'resolved', technician_id: technicianId });
  expect(resolved!.intervened_at).not.toBeNull();

  // Its list is empty again; the customer got an e-mail at each step.
  await tech
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Mes interventions' })
    .click();
  await expect(tech.getByText('Aucun incident ne vous est assigné.')).toBeVisible();
  await expect.poll(() => countMailTo(customer, new RegExp(incidentNumber)), { timeout: 60_000 }).toBe(4);
  await technicianContext.close();
  expect(consoleErrors).toEqual([]);
});
