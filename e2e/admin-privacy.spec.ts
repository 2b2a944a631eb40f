import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download } from '@playwright/test';
import { rawIdentifiers } from '../tests/support/raw-identifiers';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

/**
 * /admin/privacy (issue 27 §5): an erasure request logged late enough to be « En retard », the
 * person's data found per table and exported (JSON, French CSV), then « Effacer les données »
 * after a confirmation that lists what goes and what stays; the database holds the result.
 */
const run = Date.now().toString(36);
const email = `vie-privee.${run}@exemple.fr`;

/** 40 days ago, Paris day: the one-month deadline has passed. */
const receivedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
  new Date(Date.now() - 40 * 86_400_000),
);

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test.describe('personal data', () => {
  const db = serviceClient();
  let requestId = '';
  let leadId = '';

  test.beforeAll(async () => {
    const request = await db
      .from('quote_requests')
      .insert({
        first_name: 'Inès',
        last_name: 'Privée',
        email,
        phone: '06 11 22 33 44',
        subject: 'Mur LED pour le hall',
        message: 'Bonjour, nous voudrions un devis pour un mur LED.',
      })
      .select('id')
      .single();
    if (request.error) throw request.error;
    requestId = request.data.id;
    const lead = await db
      .from('leads')
      .insert({ email, first_name: 'Inès', last_name: 'Privée' })
      .select('id')
      .single();
    if (lead.error) throw lead.error;
    leadId = lead.data.id;
  });

  test.afterAll(async () => {
    await db.from('quote_requests').delete().eq('id', requestId);
    await db.from('leads').delete().eq('id', leadId);
    await db.from('data_requests').delete().eq('email', email);
  });

  test('logs a late erasure request, finds and exports the data, erases what the law allows', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('link', { name: 'Données personnelles' })).toHaveAttribute('href', '/admin/privacy');
    // Loaded as a page (the admin shell's title), as the accessibility spec loads every screen.
    await page.goto('/admin/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeVisible();

    // Logged as received 40 days ago: due a month after, so already late.
    await page.getByLabel('Adresse e-mail de la personne').fill(email);
    await page.getByLabel('Type de demande').selectOption('erasure');
    await page.getByLabel('Reçue le').fill(receivedOn);
    await page.getByRole('button', { name: 'Enregistrer la demande' }).click();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('Effacement');
    await expect(row).toContainText('En retard');
    await expect(row).toContainText('À traiter');

    // What is held: per table, and the same in both files.
    await row.getByRole('button', { name: 'Voir les données' }).click();
    await expect(page.getByText(`élément(s) trouvé(s) pour ${email}`)).toBeVisible();
    await expect(page.getByText('Demandes de devis (1)')).toBeVisible();
    await expect(page.getByText('Leads (1)')).toBeVisible();
    await expect(page.getByText('Demandes sur les données personnelles (1)')).toBeVisible();
    // Every table, field and value in French, folded sections included: no id, no name from the database.
    const found = page.getByRole('region', { name: `Données trouvées pour ${email}` });
    await found.getByText('Leads (1)').click();
    await expect(found.getByText('Prénom', { exact: true }).first()).toBeVisible();
    expect(rawIdentifiers((await found.textContent()) ?? '')).toEqual([]);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^donnees-vie-privee\..+\.csv$/);
    const csv = await bytesOf(csvDownload);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Données;Ligne;Champ;Valeur');
    expect(lines).toContain('Demandes de devis;1;Nom;Privée');
    expect(lines).toContain(`Leads;1;E-mail;${email}`);
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en JSON' }).click(),
    ]);
    const exported = JSON.parse((await bytesOf(jsonDownload)).toString('utf8'));
    expect(exported.email).toBe(email);
    expect(exported.data.quote_requests.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(exported.data.leads.map((r: { id: string }) => r.id)).toEqual([leadId]);

    // The confirmation says what goes and what stays, and why; the page meets WCAG AA with it open.
    await row.getByRole('button', { name: 'Effacer les données' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Demandes anonymisées : 1');
    await expect(dialog).toContainText('Leads anonymisés : 1');
    await expect(dialog).toContainText('Demandes sur les données personnelles (1)');
    await expect(dialog).toContainText('preuve de sa prise en charge');
    expect(rawIdentifiers((await dialog.textContent()) ?? '')).toEqual([]);
    // The request's toast may still be fading in (sonner's animation): the dialog is what is checked.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('[data-sonner-toaster]')
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Effacer les données' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Traitée');
    await expect(row).not.toContainText('En retard');

    // The database: the request and the lead name nobody any more.
    const { data: request } = await db.from('quote_requests').select('email, last_name').eq('id', requestId).single();
    expect(request).toMatchObject({ last_name: 'Anonyme' });
    expect(request!.email).toMatch(/@anonyme\.invalid$/);
    const { data: lead } = await db.from('leads').select('email, first_name').eq('id', leadId).single();
    expect(lead).toMatchObject({ first_name: null });
    expect(consoleErrors).toEqual([]);
  });
});
