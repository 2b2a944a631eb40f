import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, test } from './support/fixtures';
import { holdApp } from './support/hold-app';

const HOME_TITLE = 'Location longue durée d’écrans professionnels';
/** The seed's one inactive, discontinued product (supabase/seed.sql). */
const SEEDED_INACTIVE = 'Écran LCD 43" ancienne génération';

const catalogList = (page: Page) =>
  page.locator('#catalog').getByRole('list', { name: 'Produits disponibles à la location' });

/** Answers the cookie banner the way a visitor would, so it does not cover the page. */
async function refuseCookies(page: Page) {
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  await refuse.click();
  await expect(refuse).toBeHidden();
}

/** Loads the lazy catalogue images now (as scrolling would), then waits until every image is decoded. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

test.describe('home page', () => {
  test('renders its one h1, the hero slides and the seeded catalogue in order, with no console error', async ({
    page,
    consoleErrors,
  }) => {
    const db = serviceClient();
    const { data: products } = await db
      .from('products')
      .select('name')
      .eq('active', true)
      .order('featured', { ascending: false })
      .order('created_at', { ascending: false });
    expect(products?.length ?? 0).toBeGreaterThan(0);

    await page.goto('/');
    await refuseCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Simuler mon loyer' }).first()).toHaveAttribute(
      'href',
      '/leasing#simulator',
    );

    // Hero: the live slides only (the switched-off and the expired seeded slides stay out).
    const slides = page.locator('[aria-roledescription="diapositive"]');
    await expect(slides).toHaveCount(3);
    await expect(page.getByText('Retrouvez-nous au salon Retail & Digital Signage')).toHaveCount(0);
    await expect(page.getByText('Offre de rentrée : installation offerte')).toHaveCount(0);
    await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    // It turns by itself every 5 s, then the arrow takes over (focus in the controls pauses the timer).
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 8_000 });
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect(slides.nth(2)).toHaveAttribute('data-active', 'true');
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect(slides.first()).toHaveAttribute('data-active', 'true');

    // Catalogue: the active products, featured first then newest, and never the inactive one.
    const titles = catalogList(page).getByRole('heading', { level: 3 });
    await expect(titles).toHaveText((products ?? []).map((product) => product.name));
    await expect(page.locator('#catalog').getByText(SEEDED_INACTIVE)).toHaveCount(0);
    // The chips are the seeded active categories in order, each a link to its page.
    const chips = page.locator('#catalog').getByRole('navigation', { name: 'Familles de produits' }).getByRole('link');
    await expect(chips).toHaveText([
      'Tous',
      'Écrans Géants',
      'Enseignes',
      'Vitrines',
      'Totems',
      'Bornes',
      'Video Walls',
    ]);
    await expect(chips.nth(1)).toHaveAttribute('href', '/catalogue/ecrans-geants');
    // The seeded Leyard wall has no rating yet: the card shows the 4.5 default.
    const leyard = page.locator('#catalog article', { hasText: 'Leyard TWA' });
    await expect(leyard.getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeVisible();
    await expect(leyard).toContainText('/mois HT');
    await expect(leyard).toContainText('Prix d’achat estimé');
    // Search engines get the priced products as schema.org Products with an Offer.
    const jsonLd = page.locator('script[data-runtime-jsonld="catalog"]');
    await expect(jsonLd).toHaveCount(1);
    const catalogData = JSON.parse((await jsonLd.textContent()) ?? 'null');
    expect(catalogData['@type']).toBe('ItemList');
    expect(catalogData.itemListElement[0].item).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', priceCurrency: 'EUR', priceSpecification: { unitCode: 'MON' } },
    });

    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test('the first slide shows before the app has loaded, from the one request the hero then reuses', async ({
    page,
    consoleErrors,
  }) => {
    const slideRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/rest/v1/hero_carousel_slides'))
        slideRequests.push(request.url());
    });
    const releaseApp = await holdApp(page);

    await page.goto('/');
    // The prerendered page carries the published first slide, preloaded from its head at high priority.
    await expect(page.locator('head > link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
      'href',
      '/images/hero/boutique-mur-led.svg',
    );
    await expect(page.locator('img[data-hero-published]')).toHaveAttribute('src', '/images/hero/boutique-mur-led.svg');
    await expect(page.locator('img[data-hero-published]')).toHaveAttribute('fetchpriority', 'high');
    const backdrop = page.locator('[data-hero-first-image]');
    await expect(backdrop).toHaveCSS('background-image', /\/images\/hero\/boutique-mur-led\.svg/);
    await expect(page.locator('[aria-roledescription="diapositive"]')).toHaveCount(0);

    releaseApp();
    await expect(page.locator('[aria-roledescription="diapositive"]')).toHaveCount(3);
    await expect(page.locator('[aria-roledescription="diapositive"]').first().locator('img')).toHaveAttribute(
      'src',
      '/images/hero/boutique-mur-led.svg',
    );
    expect(slideRequests).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('an API that never answers does not hold the app back, and the hero keeps the published first slide', async ({
    page,
  }) => {
    // Never fulfilled: the slides' request hangs for the whole test.
    await page.route('**/rest/v1/hero_carousel_slides*', () => undefined);
    await page.goto('/');
    // The cookie banner is drawn by the app: it shows once the app has started anyway.
    await expect(page.getByTestId('cookie-banner')).toBeVisible({ timeout: 6_000 });
    await expect(page.getByTestId('hero-gradient')).toBeVisible();
    await expect(page.locator('[data-hero-first-image]')).toHaveCSS('background-image', 'none');
    // No slide has arrived: the first one as published stays over the gradient, as the catalogue's rows do.
    await expect(page.locator('img[data-hero-published]')).toHaveAttribute('src', '/images/hero/boutique-mur-led.svg');
  });

  test('an inactive product never reaches the public catalogue', async ({ page, consoleErrors }) => {
    const db = serviceClient();
    const stamp = Date.now();
    const visible = `Écran e2e visible ${stamp}`;
    const hidden = `Écran e2e désactivé ${stamp}`;
    const base = {
      brand: 'Samsung',
      image_url: '/images/products/ecran-lcd-professionnel-4k.svg',
      monthly_price_36: 99,
      // A seeded category (supabase/seed.sql): an active product must belong to one.
      category_id: '5eed0010-0000-4000-8000-000000000001',
    };
    const { data: rows, error } = await db
      .from('products')
      .insert([
        { ...base, name: visible, slug: `ecran-e2e-visible-${stamp}`, active: true, featured: true },
        { ...base, name: hidden, slug: `ecran-e2e-desactive-${stamp}`, active: false, featured: true },
      ])
      .select('id');
    expect(error).toBeNull();
    try {
      await page.goto('/');
      await expect(catalogList(page).getByRole('heading', { level: 3, name: visible })).toBeVisible();
      await expect(page.getByText(hidden)).toHaveCount(0);
      await expect(page.getByText(SEEDED_INACTIVE)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await db
        .from('products')
        .delete()
        .in(
          'id',
          (rows ?? []).map((row) => row.id),
        );
    }
  });

  test('the catalogue link of the header lands on #catalog', async ({ page }) => {
    await page.goto('/leasing');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Catalogue' })
      .click();
    await expect(page).toHaveURL(/\/#catalog$/);
    await expect(page.locator('#catalog h2')).toBeInViewport();
  });

  for (const width of [360, 1440]) {
    test(`looks finished at ${width} px: title in view, no broken image, nothing wider than the screen`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow(); // every product image is decoded, which takes a while on a busy machine
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
      await page.goto('/');
      await refuseCookies(page);
      // What a visitor sees first: the page's title and the first hero slide.
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.locator('[aria-roledescription="diapositive"]').first()).toHaveAttribute('data-active', 'true');
      // On a phone the cards render as the visitor scrolls towards the catalogue.
      await page.locator('#catalog').scrollIntoViewIfNeeded();
      await expect(catalogList(page).getByRole('listitem').first()).toBeVisible();
      await loadAllImages(page);
      const broken = await page.evaluate(() =>
        [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
      );
      expect(broken, 'every image shows').toEqual([]);
      const wider = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .filter(
            (element) =>
              getComputedStyle(element).position !== 'fixed' &&
              !element.closest('[aria-roledescription="carrousel"], [data-embla], .overflow-hidden, .overflow-x-auto'),
          )
          .map((element) => element.tagName.toLowerCase() + (element.id ? `#${element.id}` : ''))
          .slice(0, 5),
      );
      expect(wider, 'no element runs off the right edge').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});
