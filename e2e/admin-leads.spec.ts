import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

/** /admin/marketing/leads against the local stack, signed in as the seeded admin. */
test.describe('admin leads & CRM', () => {
  test('creates a lead, changes its status inline and stamps last_contact_date', async ({ page, consoleErrors }) => {
    const db = serviceClient();
    const stamp = Date.now();
    const email = `elodie.e2e.${stamp}@ecrans-e2e.fr`;
    try {
      await signInAsAdmin(page);
      await page.goto('/admin/marketing/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads & CRM' })).toBeVisible();
      await expect(page.getByText(/^\d[\d\s\u202f]* leads?$/)).toBeVisible();

      await page.getByRole('button', { name: 'Nouveau lead' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau lead' });
      // Refused at the field first: nothing is sent.
      await dialog.getByRole('button', { name: 'Créer le lead' }).click();
      await expect(dialog.getByText('Veuillez saisir l’adresse e-mail du lead.')).toBeVisible();

      await dialog.getByLabel('Prénom').fill('Élodie');
      await dialog.getByLabel('Nom', { exact: true }).fill(`Testeuse${stamp}`);
      await dialog.getByLabel(/^Email/).fill(email);
      await dialog.getByLabel('Société').fill('Écrans E2E');
      await dialog.getByLabel('Téléphone').fill('01 23 45 67 89');
      await dialog.getByRole('combobox', { name: 'Source' }).click();
      await page.getByRole('option', { name: 'Événement' }).click();
      await dialog.getByLabel('Notes').fill('Rencontrée au salon, rappeler lundi.');
      await dialog.getByRole('button', { name: 'Créer le lead' }).click();

      await expect(page.getByText('Lead créé avec succès')).toBeVisible();
      await expect(dialog).toBeHidden();
      const { data: created, error: readError } = await db.from('leads').select('*').eq('email', email).single();
      expect(readError).toBeNull();
      expect(created).toMatchObject({
        first_name: 'Élodie',
        last_name: `Testeuse${stamp}`,
        company: 'Écrans E2E',
        phone: '01 23 45 67 89',
        source: 'event',
        status: 'new',
        notes: 'Rencontrée au salon, rappeler lundi.',
        last_contact_date: null,
      });

      // The list reloaded: find the new lead by its name, without accents.
      await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(`elodie testeuse${stamp}`);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Écrans E2E');
      await expect(row).toContainText('Événement');
      const status = row.getByRole('combobox', { name: `Statut du lead Élodie Testeuse${stamp}` });
      await expect(status).toHaveText('Nouveau');

      const before = Date.now();
      await status.click();
      await page.getByRole('option', { name: 'Négociation' }).click();
      await expect(page.getByText('Statut mis à jour')).toBeVisible();
      await expect(status).toHaveText('Négociation');

      const { data: updated } = await db.from('leads').select('status, last_contact_date').eq('email', email).single();
      expect(updated?.status).toBe('negotiation');
      expect(updated?.last_contact_date).not.toBeNull();
      const contacted = new Date(updated!.last_contact_date!).getTime();
      expect(contacted).toBeGreaterThanOrEqual(before - 60_000);
      expect(contacted).toBeLessThanOrEqual(Date.now() + 60_000);

      // The change survives a reload, and the details show the last contact.
      await page.reload();
      await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(email);
      await expect(page.getByRole('row').filter({ hasText: email }).getByRole('combobox')).toHaveText('Négociation');
      await page.getByRole('button', { name: `Détails de Élodie Testeuse${stamp}` }).click();
      const details = page.getByRole('dialog', { name: `Élodie Testeuse${stamp}` });
      await expect(details).toContainText('Rencontrée au salon, rappeler lundi.');
      await expect(details).not.toContainText('Jamais');
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.from('leads').delete().eq('email', email);
    }
  });

  test('?filter=won opens with the won filter and shows only won leads', async ({ page, consoleErrors }) => {
    const db = serviceClient();
    const { count, error } = await db.from('leads').select('*', { count: 'exact', head: true }).eq('status', 'won');
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);

    await signInAsAdmin(page);
    await page.goto('/admin/marketing/leads?filter=won');
    await expect(page.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveText('Gagné');
    await expect(page.getByText(`${count} ${count! > 1 ? 'leads' : 'lead'}`, { exact: true })).toBeVisible();
    const statuses = page.getByRole('combobox', { name: /^Statut du lead/ });
    await expect(statuses.first()).toBeVisible();
    for (const status of await statuses.all()) await expect(status).toHaveText('Gagné');
    expect(await statuses.count()).toBe(count);

    // Back to every status: more rows, and the URL follows the filter.
    await page.getByRole('combobox', { name: 'Filtrer par statut' }).click();
    await page.getByRole('option', { name: 'Tous les statuts' }).click();
    await expect(page).toHaveURL(/\/admin\/marketing\/leads$/);
    await expect(
      page
        .getByRole('combobox', { name: /^Statut du lead/ })
        .filter({ hasText: 'Nouveau' })
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
