import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

/**
 * /admin/categories as the seeded admin against the local stack: create (slug suggested from the
 * name), a duplicate slug refused in French, edit (the row loads into the form, cancel resets it),
 * delete after confirmation. Categories this file makes are removed afterwards.
 */
const db = serviceClient();
const suffix = `${Date.now()}`.slice(-8);
const name = `Catégorie E2E ${suffix}`;
const slug = `categorie-e2e-${suffix}`;
const editedName = `Catégorie E2E renommée ${suffix}`;

test.afterAll(async () => {
  await db.from('categories').delete().like('slug', `categorie-e2e-%${suffix}`);
});

function fieldError(page: Page, label: RegExp) {
  return page
    .locator('[data-slot="field"]')
    .filter({ has: page.getByLabel(label) })
    .getByRole('alert');
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('create, edit and delete a category', async ({ page }) => {
  // A long flow on the production build: more than the default 45 s on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible();
  await expect(page.getByText('Nouvelle catégorie')).toBeVisible();

  // Required fields, in French, nothing sent.
  const create = page.getByRole('button', { name: 'Créer la catégorie' });
  await create.click();
  await expect(fieldError(page, /^Nom/)).toHaveText('Veuillez saisir le nom de la catégorie.');
  await expect(fieldError(page, /^Slug/)).toHaveText('Veuillez saisir le slug de la catégorie.');

  // The slug follows the name: lowercase, no accents, hyphens.
  await page.getByLabel(/^Nom/).fill(name);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(slug);
  await page.getByLabel(/^Description/).fill('Créée par le test de bout en bout');
  await page.getByLabel(/^Icône/).fill('Monitor');
  await expect(page.getByText('Aperçu de l’icône Monitor.')).toBeVisible();
  await create.click();

  await expect(page.getByText('Catégorie créée')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(1);
  await expect(rowOf(page, name)).toContainText(slug);
  // The form is back to an empty create form.
  await expect(page.getByLabel(/^Nom/)).toHaveValue('');
  const { data: created, error } = await db.from('categories').select('*').eq('slug', slug).single();
  if (error || !created) throw error ?? new Error('category not stored');
  expect(created).toMatchObject({ name, slug, description: 'Créée par le test de bout en bout', icon: 'Monitor' });

  // The same slug again: the database refuses it, the message is French, the form keeps its values.
  await page.getByLabel(/^Nom/).fill(name);
  await create.click();
  await expect(page.getByText('Ce slug est déjà utilisé par une autre catégorie.').first()).toBeVisible();
  await expect(fieldError(page, /^Slug/)).toHaveText('Ce slug est déjà utilisé par une autre catégorie.');
  await expect(page.getByLabel(/^Nom/)).toHaveValue(name);
  const { count } = await db.from('categories').select('*', { count: 'exact', head: true }).eq('slug', slug);
  expect(count).toBe(1);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByLabel(/^Nom/)).toHaveValue('');

  // Edit: the row loads into the form; cancel resets it.
  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  await expect(page.getByText('Modifier la catégorie')).toBeVisible();
  await expect(page.getByLabel(/^Nom/)).toHaveValue(name);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(slug);
  await expect(page.getByLabel(/^Icône/)).toHaveValue('Monitor');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Nouvelle catégorie')).toBeVisible();
  await expect(page.getByLabel(/^Nom/)).toHaveValue('');

  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  await page.getByLabel(/^Nom/).fill(editedName);
  // An existing category keeps its slug when renamed.
  await expect(page.getByLabel(/^Slug/)).toHaveValue(slug);
  await page.getByLabel(/^Icône/).fill('Store');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();

  await expect(page.getByText('Catégorie mise à jour')).toBeVisible();
  await expect(rowOf(page, editedName)).toHaveCount(1);
  await expect(page.getByText('Nouvelle catégorie')).toBeVisible();
  const { data: edited } = await db.from('categories').select('name, slug, icon').eq('id', created.id).single();
  expect(edited).toEqual({ name: editedName, slug, icon: 'Store' });

  // Delete, after the spec's confirmation.
  await page.getByRole('button', { name: `Supprimer ${editedName}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Supprimer cette catégorie ?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Catégorie supprimée')).toBeVisible();
  await expect(rowOf(page, editedName)).toHaveCount(0);
  const { count: left } = await db.from('categories').select('*', { count: 'exact', head: true }).eq('id', created.id);
  expect(left).toBe(0);
});
