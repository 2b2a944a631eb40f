import AxeBuilder from '@axe-core/playwright';
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

      // The change survives a reload, and the lead's page shows the notes and the last contact.
      await page.reload();
      await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(email);
      await expect(page.getByRole('row').filter({ hasText: email }).getByRole('combobox')).toHaveText('Négociation');
      await page.getByRole('link', { name: `Détails de Élodie Testeuse${stamp}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Élodie Testeuse${stamp}` })).toBeVisible();
      await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('Rencontrée au salon, rappeler lundi.');
      await expect(page.getByLabel('Dernier contact')).not.toHaveValue('');
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

  test('edits a lead, keeps it after a reload, adds a note and deletes it', async ({ page, consoleErrors }) => {
    const db = serviceClient();
    const stamp = Date.now();
    const email = `bastien.e2e.${stamp}@ecrans-e2e.fr`;
    const { data: request, error: requestError } = await db
      .from('quote_requests')
      .insert({
        first_name: 'Bastien',
        last_name: `Origine${stamp}`,
        email,
        phone: '01 98 76 54 32',
        subject: 'Écrans pour la salle de réunion',
        message: 'Bonjour, nous cherchons trois écrans en location.',
      })
      .select('id')
      .single();
    expect(requestError).toBeNull();
    const { data: lead, error: leadError } = await db
      .from('leads')
      .insert({ email, first_name: 'Bastien', last_name: `Origine${stamp}`, score: 20, quote_request_id: request!.id })
      .select('id')
      .single();
    expect(leadError).toBeNull();
    try {
      await signInAsAdmin(page);
      await page.goto(`/admin/marketing/leads/${lead!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Bastien Origine${stamp}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Demande d’origine' })).toHaveAttribute(
        'href',
        `/admin/quotes/${request!.id}`,
      );

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      // Out of range: refused at the field, nothing saved.
      const score = page.getByLabel('Score');
      await score.fill('150');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Le score doit être un nombre entier compris entre 0 et 100.')).toBeVisible();
      await expect(score).toHaveAttribute('aria-invalid', 'true');

      await score.fill('85');
      await page.getByLabel('Date de la prochaine action').fill('2027-03-15');
      await page.getByLabel('Prochaine action', { exact: true }).fill('Envoyer la proposition chiffrée');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Lead enregistré')).toBeVisible();
      const { data: saved } = await db
        .from('leads')
        .select('score, next_action, next_action_date')
        .eq('id', lead!.id)
        .single();
      expect(saved).toEqual({
        score: 85,
        next_action: 'Envoyer la proposition chiffrée',
        next_action_date: '2027-03-15',
      });

      await page.reload();
      await expect(page.getByLabel('Score')).toHaveValue('85');
      await expect(page.getByLabel('Date de la prochaine action')).toHaveValue('2027-03-15');

      // A note: the database signs it with the signed-in admin.
      await page.getByLabel('Nouvelle note').fill('Rappelé : intéressé par trois écrans.');
      await page.getByRole('button', { name: 'Ajouter la note' }).click();
      const timeline = page.getByRole('list', { name: 'Historique des notes' });
      await expect(timeline.getByRole('listitem')).toHaveCount(1);
      await expect(timeline).toContainText('Rappelé : intéressé par trois écrans.');
      await expect(timeline).toContainText('admin@example.com');
      const { data: notes } = await db.from('lead_notes').select('body, author_email').eq('lead_id', lead!.id);
      expect(notes).toEqual([{ body: 'Rappelé : intéressé par trois écrans.', author_email: 'admin@example.com' }]);

      // The list shows the next action date.
      await page.getByRole('link', { name: 'Retour aux leads' }).click();
      await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(email);
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText('15/03/2027');
      await page.getByRole('link', { name: `Détails de Bastien Origine${stamp}` }).click();

      await page.getByRole('button', { name: 'Supprimer le lead' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce lead ?' });
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByText('Le lead a été supprimé.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/marketing\/leads$/);
      const { count } = await db.from('leads').select('*', { count: 'exact', head: true }).eq('id', lead!.id);
      expect(count).toBe(0);
      const { data: kept } = await db.from('quote_requests').select('lead_id').eq('id', request!.id).single();
      expect(kept).toEqual({ lead_id: null });
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.from('leads').delete().eq('email', email);
      await db.from('quote_requests').delete().eq('id', request!.id);
    }
  });
});
