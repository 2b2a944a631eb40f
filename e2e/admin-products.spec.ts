import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

/**
 * /admin/products and its create/edit form, signed in as the seeded admin against the local
 * stack: bad input is refused at the field and nothing is stored; a created product appears in
 * the public catalogue, vanishes when switched inactive, is edited and deleted. Products this file
 * makes carry a unique suffix and are removed afterwards with the service role.
 */
const db = serviceClient();
const suffix = `${Date.now()}`.slice(-8);
const name = `Écran E2E ${suffix}`;
const editedName = `Écran E2E modifié ${suffix}`;
const doubleClickName = `Écran E2E double clic ${suffix}`;
const image = '/images/products/ecran-led-exterieur.svg';

test.afterAll(async () => {
  await db.from('products').delete().like('name', `Écran E2E%${suffix}`);
});

async function countProductsNamed(productName: string): Promise<number> {
  const { count, error } = await db
    .from('products')
    .select('*', { count: 'exact', head: true })
    .eq('name', productName);
  if (error) throw error;
  return count ?? 0;
}

/** The error shown under a field (Field links it through aria-describedby, role alert). */
function fieldError(page: Page, label: RegExp) {
  return page
    .locator('[data-slot="field"]')
    .filter({ has: page.getByLabel(label) })
    .getByRole('alert');
}

/** Files the product in a category (a Radix select: open it, pick the option). */
async function chooseCategory(page: Page, category: string) {
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Catégorie' })).toHaveText(category);
}

/** The public catalogue, once its products are shown. */
async function openCatalogue(page: Page) {
  await page.goto('/#catalog');
  const list = page.locator('#catalog').getByRole('list', { name: 'Produits disponibles à la location' });
  await expect(list).toBeVisible();
  return list;
}

test('create a product, see it in the public catalogue, switch it inactive, edit it and delete it', async ({
  page,
  consoleErrors,
}) => {
  // A long flow on the production build: more than the default 45 s on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
  await expect(page.getByText(/^\d+ produits?$/)).toBeVisible();

  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Actif' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Mis en avant' })).toHaveAttribute('aria-checked', 'false');

  // Bad input first: each refused at its field in French, nothing stored, everything kept.
  const submit = page.getByRole('button', { name: 'Créer le produit' });
  await submit.click();
  await expect(fieldError(page, /^Nom/)).toHaveText('Veuillez saisir le nom du produit.');
  await expect(fieldError(page, /^Marque/)).toHaveText('Veuillez saisir la marque.');
  await expect(fieldError(page, /^URL de l’image/)).toHaveText('Veuillez indiquer l’URL de l’image.');
  await expect(fieldError(page, /^Catégorie/)).toHaveText(
    'Choisissez la catégorie du produit : un produit actif doit en avoir une.',
  );
  await expect(fieldError(page, /^Slug/)).toHaveText('Veuillez saisir le slug du produit (son adresse sur le site).');

  await page.getByLabel(/^Nom/).fill(`${name} <script>alert(1)</script>`);
  await page.getByLabel(/^Marque/).fill('Samsung');
  await page.getByLabel(/^URL de l’image/).fill('javascript:alert(1)');
  await page.getByLabel(/^Loyer 12 mois/).fill('-5');
  await page.getByLabel(/^Loyer 24 mois/).fill('12,345');
  await page.getByLabel(/^Stock/).fill('2.5');
  await page.getByLabel(/^Note/).fill('6');
  await submit.click();
  await expect(fieldError(page, /^Nom/)).toHaveText(
    'Le nom ne doit pas contenir de balises HTML (« < » suivi d’une lettre).',
  );
  await expect(fieldError(page, /^URL de l’image/)).toHaveText(
    'L’URL de l’image doit commencer par https:// ou par « / » (ex. /images/products/ecran-led-exterieur.svg).',
  );
  await expect(fieldError(page, /^Loyer 12 mois/)).toHaveText('Le prix ne peut pas être négatif.');
  await expect(fieldError(page, /^Loyer 24 mois/)).toHaveText(
    'Le prix ne peut avoir que 2 décimales au maximum (ex. 89,90).',
  );
  await expect(fieldError(page, /^Stock/)).toHaveText('Le stock doit être un nombre entier (ex. 12).');
  await expect(fieldError(page, /^Note/)).toHaveText('La note doit être comprise entre 0 et 5.');
  await expect(page.getByLabel(/^URL de l’image/)).toHaveValue('javascript:alert(1)');
  await expect(page.getByRole('img', { name: 'Aperçu de l’image du produit' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  expect(await countProductsNamed(name)).toBe(0);

  // Now valid values (French decimal comma accepted); the slug follows the name.
  await page.getByLabel(/^Nom/).fill(name);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`ecran-e2e-${suffix}`);
  await chooseCategory(page, 'Totems');
  await page.getByLabel(/^Description/).fill('Écran LED haute luminosité créé par le test de bout en bout ✨');
  await page.getByLabel(/^URL de l’image/).fill(image);
  await page.getByLabel(/^Loyer 12 mois/).fill('149,90');
  await page.getByLabel(/^Loyer 24 mois/).fill('');
  await page.getByLabel(/^Loyer 36 mois/).fill('89.90');
  await page.getByLabel(/^Stock/).fill('4');
  await page.getByLabel(/^Note/).fill('4,5');
  await page.getByLabel(/^Badges/).fill(' E2E , Nouveau ');
  await expect(page.getByRole('img', { name: 'Aperçu de l’image du produit' })).toHaveAttribute('src', image);
  await submit.click();

  await expect(page.getByText('Produit créé')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Samsung');
  await expect(row).toContainText('149,90 €/mois');

  const { data: created, error } = await db.from('products').select('*').eq('name', name).single();
  if (error || !created) throw error ?? new Error('product not stored');
  expect(created).toMatchObject({
    brand: 'Samsung',
    image_url: image,
    monthly_price_12: 149.9,
    monthly_price_24: null,
    monthly_price_36: 89.9,
    stock: 4,
    rating: 4.5,
    badges: ['E2E', 'Nouveau'],
    slug: `ecran-e2e-${suffix}`,
    category_id: '5eed0010-0000-4000-8000-000000000004',
    active: true,
    featured: false,
  });

  // Active products are public.
  const catalogue = await openCatalogue(page);
  await expect(catalogue.getByRole('heading', { name })).toBeVisible();

  // Switch it inactive from the list: it leaves the public site.
  await page.goto('/admin/products');
  const activeSwitch = page.getByRole('switch', { name: `Actif : ${name}` });
  await expect(activeSwitch).toHaveAttribute('aria-checked', 'true');
  await activeSwitch.click();
  await expect(activeSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(activeSwitch).toBeEnabled();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Inactif');
  await expect
    .poll(async () => (await db.from('products').select('active').eq('id', created.id).single()).data?.active)
    .toBe(false);

  const catalogueAfter = await openCatalogue(page);
  await expect(catalogueAfter.getByRole('article').first()).toBeVisible();
  await expect(catalogueAfter.getByRole('heading', { name })).toHaveCount(0);

  // Edit it: the form holds the stored values, the save goes back to the list.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: `Modifier ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${created.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le produit' })).toBeVisible();
  await expect(page.getByLabel(/^Nom/)).toHaveValue(name);
  await expect(page.getByLabel(/^Loyer 12 mois/)).toHaveValue('149,90');
  await expect(page.getByLabel(/^Badges/)).toHaveValue('E2E, Nouveau');
  await expect(page.getByRole('switch', { name: 'Actif' })).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel(/^Nom/).fill(editedName);
  await page.getByLabel(/^Loyer 12 mois/).fill('159');
  await page.getByRole('switch', { name: 'Mis en avant' }).click();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();

  await expect(page.getByText('Produit mis à jour')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const editedRow = page.getByRole('row').filter({ hasText: editedName });
  await expect(editedRow).toContainText('159,00 €/mois');
  await expect(editedRow).toContainText('En avant');
  const { data: edited } = await db
    .from('products')
    .select('name, monthly_price_12, featured, active')
    .eq('id', created.id)
    .single();
  expect(edited).toEqual({ name: editedName, monthly_price_12: 159, featured: true, active: false });

  // Delete it, after the spec's confirmation.
  await page.getByRole('button', { name: `Supprimer ${editedName}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer ce produit ?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: editedName })).toHaveCount(1);

  await page.getByRole('button', { name: `Supprimer ${editedName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Produit supprimé')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: editedName })).toHaveCount(0);
  expect(await countProductsNamed(editedName)).toBe(0);

  expect(consoleErrors).toEqual([]);
});

test('a double click on save creates the product once', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/products/new');
  await page.getByLabel(/^Nom/).fill(doubleClickName);
  await page.getByLabel(/^Marque/).fill('LG');
  await page.getByLabel(/^URL de l’image/).fill(image);
  await chooseCategory(page, 'Bornes');
  await page.getByRole('button', { name: 'Créer le produit' }).dblclick();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('row').filter({ hasText: doubleClickName })).toHaveCount(1);
  expect(await countProductsNamed(doubleClickName)).toBe(1);
});

test('an unknown product id says so and returns to the list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Impossible de charger le produit')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
});
