import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { e2eStack } from './support/stack-env';

/**
 * Issue 17 §1–§2 on the production build: the seeded categories and products have prerendered
 * pages (h1 and JSON-LD in the HTML the server sends, before any JavaScript), in the sitemap and
 * linked from the home's chips; a product's quote button opens the form with the product chosen,
 * and the stored request names it; inactive or unknown addresses answer the not-found page.
 *
 * Relies on the build being prerendered from the seeded database (scripts/preview-local.mjs
 * starts the reset stack before scripts/prerender.ts reads the catalogue).
 */
const db = serviceClient();
const run = `${Date.now()}`.slice(-8);
const visitorEmail = `e2e.produit.${run}@exemple.fr`;
const createdSlug = `ecran-e2e-apres-build-${run}`;

/** Seeded rows (supabase/seed.sql). */
const seeded = {
  category: { name: 'Totems', path: '/catalogue/totems' },
  product: {
    id: '5eed0020-0000-4000-8000-000000000011',
    name: 'Totem extérieur Samsung OH55A-S 55" IP56',
    path: '/catalogue/totems/totem-exterieur-samsung-oh55a-s',
  },
  inactivePath: '/catalogue/ecrans-geants/ecran-lcd-43-ancienne-generation',
};

test.afterAll(async () => {
  await db.from('quote_requests').delete().eq('email', visitorEmail);
  await db.from('products').delete().eq('slug', createdSlug);
});

/** The page as the static server sends it: no browser, no JavaScript. */
async function rawPage(path: string) {
  const response = await fetch(`${e2eStack.appUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) =>
    JSON.parse(json),
  );
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

async function refuseCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Gestion des cookies' });
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toBeHidden();
}

test.describe('prerendered catalogue pages', () => {
  test('a seeded category page is in the HTML the server sends: title, h1, description, Breadcrumb and ItemList', async () => {
    const { status, html } = await rawPage(seeded.category.path);
    expect(status).toBe(200);
    expect(html).toContain('<title>Totems en location longue durée | VisioLease</title>');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Totems<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
    expect(html).toContain('<link rel="canonical" href="https://www.visiolease.fr/catalogue/totems"');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    const list = jsonLd[1] as { itemListElement: { url: string; name: string }[] };
    expect(list.itemListElement.map((item) => item.url)).toContain(`https://www.visiolease.fr${seeded.product.path}`);
    // The product cards are in the HTML too, each linking to its page.
    expect(html).toContain(`href="${seeded.product.path}"`);
  });

  test('a seeded product page is in the HTML the server sends: h1, rent table, quote link, Product and Offer', async () => {
    const { status, html } = await rawPage(seeded.product.path);
    expect(status).toBe(200);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(decode(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '')).toBe(seeded.product.name);
    expect(html).toContain('href="/contact-pro?produit=totem-exterieur-samsung-oh55a-s"');
    for (const months of [24, 36, 48, 60]) expect(html).toContain(`${months} mois`);
    const [breadcrumb, product] = jsonLdOf(html);
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Accueil',
      'Totems',
      seeded.product.name,
    ]);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: seeded.product.name,
      brand: { '@type': 'Brand', name: 'Samsung' },
      offers: {
        '@type': 'Offer',
        price: '288.00',
        priceCurrency: 'EUR',
        priceSpecification: { unitCode: 'MON', billingDuration: 36 },
      },
    });
  });

  test('the sitemap lists the category and product pages', async () => {
    const { html: sitemap } = await rawPage('/sitemap.xml');
    expect(sitemap).toContain(`<loc>https://www.visiolease.fr${seeded.category.path}</loc>`);
    expect(sitemap).toContain(`<loc>https://www.visiolease.fr${seeded.product.path}</loc>`);
    expect(sitemap).not.toContain(seeded.inactivePath);
  });

  test('the home’s chips are links to the category pages, before and after hydration', async ({
    page,
    consoleErrors,
  }) => {
    const { html } = await rawPage('/');
    expect(html).toContain(`href="${seeded.category.path}"`);

    await page.goto('/');
    await refuseCookies(page);
    const chips = page.locator('#catalog').getByRole('navigation', { name: 'Familles de produits' });
    await expect(chips.getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'page');
    await chips.getByRole('link', { name: seeded.category.name }).click();
    await expect(page).toHaveURL(new RegExp(`${seeded.category.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: seeded.category.name })).toBeVisible();
    await expect(page).toHaveTitle('Totems en location longue durée | VisioLease');
    await expect(
      page.getByRole('navigation', { name: 'Familles de produits' }).getByRole('link', { name: seeded.category.name }),
    ).toHaveAttribute('aria-current', 'page');
    // A card leads to its product's page.
    await page
      .getByRole('list', { name: 'Produits de la catégorie Totems' })
      .getByRole('link', { name: seeded.product.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${seeded.product.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.product.name);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.visiolease.fr${seeded.product.path}`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the quote button opens the form with the product chosen, and the stored request names it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(seeded.product.path);
    await refuseCookies(page);
    await page.getByRole('link', { name: 'Demander un devis pour ce produit' }).click();
    await expect(page).toHaveURL(/\/contact-pro\?produit=totem-exterieur-samsung-oh55a-s$/);
    const chosen = page.getByRole('group', { name: 'Produit concerné' });
    await expect(chosen).toContainText(seeded.product.name);
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await expect(field('Sujet')).toHaveValue(`Devis : ${seeded.product.name}`);

    await field('Prénom').fill('Noémie');
    await field('Nom').fill('Catalogue');
    await field('E-mail').fill(visitorEmail);
    await field('Téléphone').fill('06 12 34 56 78');
    await field('Entreprise').fill(`Parking du Centre ${run}`);
    await field('Message').fill('Un totem extérieur pour l’entrée de notre parking, sur 48 mois.');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Message envoyé !')).toBeVisible();

    await expect
      .poll(async () => (await db.from('quote_requests').select('product_id').eq('email', visitorEmail)).data)
      .toEqual([{ product_id: seeded.product.id }]);
    const { data: request } = await db
      .from('quote_requests')
      .select('id, type, subject, status')
      .eq('email', visitorEmail)
      .single();
    expect(request).toMatchObject({ type: 'quote', subject: `Devis : ${seeded.product.name}`, status: 'pending' });

    // Staff see the product on the request.
    await signInAsAdmin(page);
    await page.goto(`/admin/quotes/${request!.id}`);
    await expect(page.getByRole('link', { name: seeded.product.name, exact: true })).toHaveAttribute(
      'href',
      `/admin/products/${seeded.product.id}`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('an inactive or unknown product, or an unknown category, answers the not-found page with a 404', async ({
    page,
  }) => {
    for (const path of [
      seeded.inactivePath,
      '/catalogue/totems/produit-inconnu',
      '/catalogue/inconnue',
      '/catalogue/bornes/totem-exterieur-samsung-oh55a-s',
    ]) {
      const { status, html } = await rawPage(path);
      expect(status, path).toBe(404);
      expect(html, path).not.toContain('<h1');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }), path).toBeVisible();
      await expect(page.locator('head meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    }
  });

  test('a product added after the build has its page in the browser (the next build prerenders it)', async ({
    page,
  }) => {
    const { error } = await db.from('products').insert({
      name: `Écran E2E après build ${run}`,
      slug: createdSlug,
      brand: 'LG',
      image_url: '/images/products/ecran-lcd-professionnel-4k.svg',
      purchase_price: 2400,
      category_id: '5eed0010-0000-4000-8000-000000000001',
    });
    expect(error).toBeNull();
    await page.goto(`/catalogue/ecrans-geants/${createdSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Écran E2E après build ${run}`);
    await expect(page.getByRole('table', { name: /Loyer mensuel et total des loyers/ })).toContainText('36 mois');
    await expect(page).toHaveTitle(/^Écran E2E après build/);
  });

  for (const path of [seeded.category.path, seeded.product.path]) {
    test(`${path} has no accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      );
    });
  }
});
