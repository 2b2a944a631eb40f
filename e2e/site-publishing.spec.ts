import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Database } from '../src/lib/database.types';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { publishAsAdmin, served } from './support/publish';

/**
 * Issue 17 §4–§5 on the production build: what staff save reaches the HTML the server sends
 * (what crawlers and link previews read) once they press « Publier » — the local preview plays
 * the hosting's deploy hook and prerenders the build again from the database. The SEO tools'
 * crawl reads that served HTML too: a broken link planted in it is reported, then no longer.
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const category = { name: `Murs LED E2E ${run}`, slug: `murs-led-e2e-${run}` };
const product = { name: `Mur LED E2E ${run}`, slug: `mur-led-e2e-${run}` };
const seededCategoryId = '5eed0010-0000-4000-8000-000000000001';
const outDir = path.resolve(process.env.E2E_OUT_DIR ?? 'dist-e2e');

/** « Publier », then wait for the preview's hook to have prerendered the pages again. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('button', { name: 'Publication en cours…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publier' })).toBeEnabled({ timeout: 120_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Publiée', { exact: true })).toBeVisible();
}

type SeoRow = Database['public']['Tables']['seo_content']['Row'];
let seededFaq: SeoRow;

test.beforeAll(async () => {
  seededFaq = (await db.from('seo_content').select('*').eq('page_url', '/faq').single()).data!;
  const { error } = await db.from('products').insert({
    name: product.name,
    slug: product.slug,
    brand: 'Absen',
    image_url: '/images/products/ecran-lcd-professionnel-4k.svg',
    purchase_price: 18000,
    category_id: seededCategoryId,
  });
  if (error) throw error;
});

test.afterAll(async () => {
  await db.from('products').delete().eq('slug', product.slug);
  await db.from('categories').delete().eq('slug', category.slug);
  await db.from('seo_content').upsert(seededFaq);
  await publishAsAdmin();
});

test('a category created and a product filed in it reach the served HTML and the sitemap once published', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await page.goto('/admin/categories');
  await page.getByLabel(/^Nom/).fill(category.name);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(category.slug);
  await page.getByLabel(/^Description/).fill('Des murs d’images LED pour les halls et les salons.');
  await page.getByRole('button', { name: 'Créer la catégorie' }).click();
  await expect(page.getByText('Catégorie créée')).toBeVisible();

  const { data: stored } = await db.from('products').select('id').eq('slug', product.slug).single();
  await page.goto(`/admin/products/${stored!.id}`);
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: category.name, exact: true }).click();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Produit mis à jour')).toBeVisible();

  // Saved, not yet published: the served site does not know the category.
  const categoryPath = `/catalogue/${category.slug}`;
  expect((await served(categoryPath)).status).toBe(404);
  expect((await served('/sitemap.xml')).html).not.toContain(categoryPath);

  await page.goto('/admin/categories');
  await publish(page);

  const categoryPage = await served(categoryPath);
  expect(categoryPage.status).toBe(200);
  expect(categoryPage.html).toMatch(new RegExp(`<h1[^>]*>${category.name}</h1>`));
  expect(categoryPage.html).toContain(`href="${categoryPath}/${product.slug}"`);
  expect(categoryPage.html).toContain('"@type":"ItemList"');
  expect((await served(`${categoryPath}/${product.slug}`)).html).toContain('"@type":"Product"');
  const home = await served('/');
  expect(home.html).toContain(`href="${categoryPath}"`);
  expect(home.html).toContain(category.name);
  const sitemap = (await served('/sitemap.xml')).html;
  expect(sitemap).toContain(`${categoryPath}</loc>`);
  expect(sitemap).toContain(`${categoryPath}/${product.slug}</loc>`);

  // The chip is there in the browser too, and leads to the page.
  await page.goto('/');
  await page
    .getByRole('link', { name: new RegExp(category.name) })
    .first()
    .click();
  await expect(page).toHaveURL(categoryPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
});

test('an SEO title and h1 edited and published are in the served HTML of that page', async ({ page }) => {
  test.setTimeout(240_000);
  const title = `Questions fréquentes sur le leasing ${run}`;
  const heading = `Vos questions sur le leasing (${run})`;
  await signInAsAdmin(page);
  await page.goto('/admin/seo/content');
  await page.getByRole('button', { name: 'Modifier la page /faq' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la page' });
  await dialog.getByLabel(/^Titre meta/).fill(title);
  await dialog
    .getByLabel(/^Meta description/)
    .fill('Durée, loyers, maintenance, fin de contrat : les réponses à vos questions.');
  await dialog.getByLabel('Titre H1').fill(heading);
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(dialog).toBeHidden();
  // Saved, not yet published: the served page still has the title it was built with.
  expect((await served('/faq')).html).not.toContain(title);

  await publish(page);

  const faq = await served('/faq');
  expect(faq.html).toContain(`<title>${title}</title>`);
  expect(faq.html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[()]/g, '\\$&')}</h1>`));
  expect(faq.html).toContain(`<meta property="og:title" content="${title}"`);
  // Hydration starts from the same row: the h1 stays, no error.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
});

test('the SEO tools report a broken link planted in a served page, and no longer once it is gone', async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(outDir, 'contact.html');
  const original = fs.readFileSync(file, 'utf8');
  const planted = `/page-disparue-${run}`;
  await signInAsAdmin(page);
  try {
    fs.writeFileSync(file, original.replace('</main>', `<a href="${planted}">Lien cassé</a></main>`));
    await page.goto('/admin/seo/tools');
    await page.getByRole('button', { name: 'Lancer l’analyse' }).click();
    const findings = page.getByRole('table', { name: 'Points à corriger' });
    await expect(findings).toContainText(`Lien interne vers ${planted}, qui n’existe pas.`, { timeout: 60_000 });
    await expect(findings.getByRole('row').filter({ hasText: planted })).toContainText('/contact');
  } finally {
    fs.writeFileSync(file, original);
  }
  await page.getByRole('button', { name: 'Lancer l’analyse' }).click();
  await expect(page.getByRole('button', { name: 'Lancer l’analyse' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByText(planted)).toHaveCount(0);
});
