import { describe, expect, it } from 'vitest';
import { testCategory, testProduct } from './test-fixtures';
import { categoryPageSeo, clampText, DESCRIPTION_MAX, productJsonLd, productPageSeo, TITLE_MAX } from './catalogue-seo';

const siteUrl = 'https://www.visiolease.fr';

describe('clampText', () => {
  it('keeps a short text, and cuts a long one at a word with an ellipsis', () => {
    expect(clampText('  Écran   LED  ', 20)).toBe('Écran LED');
    const cut = clampText('Mur LED intérieur Absen Acclaim A27 Plus P2,5 — 4 × 2,25 m', 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe('Mur LED intérieur Absen…');
  });
});

describe('categoryPageSeo', () => {
  it('titles the page with the category, describes it with its own text, and lists its products', () => {
    const category = testCategory();
    const products = [testProduct(), testProduct({ id: 'p2', name: 'Totem intérieur', slug: 'totem-interieur' })];
    const seo = categoryPageSeo(category, products, siteUrl);
    expect(seo.path).toBe('/catalogue/totems');
    expect(seo.title).toBe('Totems en location longue durée | VisioLease');
    expect(seo.description).toBe(category.description);
    const [breadcrumb, list] = seo.jsonLd;
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.visiolease.fr/' },
        { '@type': 'ListItem', position: 2, name: 'Totems', item: 'https://www.visiolease.fr/catalogue/totems' },
      ],
    });
    expect(list).toMatchObject({
      '@type': 'ItemList',
      name: 'Totems',
      url: 'https://www.visiolease.fr/catalogue/totems',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: products[0].name,
          url: 'https://www.visiolease.fr/catalogue/totems/totem-exterieur-samsung-oh55a-s',
        },
        { position: 2, url: 'https://www.visiolease.fr/catalogue/totems/totem-interieur' },
      ],
    });
  });

  it('writes a description when the category has none (or a too short one), within 50–160 characters', () => {
    for (const description of [null, 'Bornes.']) {
      const seo = categoryPageSeo(testCategory({ name: 'Bornes', slug: 'bornes', description }), [], siteUrl);
      expect(seo.description).toMatch(/^Bornes en location longue durée pour les professionnels/);
      expect(seo.description.length).toBeGreaterThanOrEqual(50);
      expect(seo.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });

  it('keeps titles within 60 characters for long names', () => {
    const seo = categoryPageSeo(
      testCategory({ name: 'Murs d’images LCD à bords ultra-fins et contrôleurs' }),
      [],
      siteUrl,
    );
    expect(seo.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(seo.title).toMatch(/\| VisioLease$/);
  });
});

describe('productPageSeo', () => {
  it('titles and describes the product with its 36-month rent', () => {
    const seo = productPageSeo(testProduct(), siteUrl);
    expect(seo.path).toBe('/catalogue/totems/totem-exterieur-samsung-oh55a-s');
    expect(seo.title).toBe('Totem extérieur Samsung OH55A-S 55" IP56 | VisioLease');
    expect(seo.description).toBe(
      'Totem extérieur Samsung OH55A-S 55" IP56 (Samsung) en location longue durée dès 288 € HT/mois sur 36 mois : installation, maintenance et SAV inclus.',
    );
    expect(seo.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'Product']);
    expect((seo.jsonLd[0].itemListElement as unknown[]).length).toBe(3);
  });

  it('fits long names in the title and the description', () => {
    const product = testProduct({
      name: 'Mur LED intérieur Absen Acclaim A27 Plus P2,5 — 4 × 2,25 m avec processeur vidéo',
    });
    const seo = productPageSeo(product, siteUrl);
    expect(seo.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(seo.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(productPageSeo(testProduct({ name: 'Totem' }), siteUrl).title).toBe('Totem en location | VisioLease');
  });
});

describe('productJsonLd', () => {
  it('is a Product with a monthly Offer: the 36-month rent of the simulator’s formula, excluding VAT', () => {
    expect(productJsonLd(testProduct(), siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Totem extérieur Samsung OH55A-S 55" IP56',
      description: 'Totem extérieur 2 500 cd/m², étanche IP56 et anti-vandalisme.',
      image: ['https://www.visiolease.fr/images/products/totem-exterieur.svg'],
      brand: { '@type': 'Brand', name: 'Samsung' },
      sku: 'totem-exterieur-samsung-oh55a-s',
      category: 'Totems',
      url: 'https://www.visiolease.fr/catalogue/totems/totem-exterieur-samsung-oh55a-s',
      offers: {
        '@type': 'Offer',
        url: 'https://www.visiolease.fr/catalogue/totems/totem-exterieur-samsung-oh55a-s',
        price: '288.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'VisioLease' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '288.00',
          priceCurrency: 'EUR',
          unitCode: 'MON',
          billingDuration: 36,
          valueAddedTaxIncluded: false,
        },
      },
    });
  });

  it('names every uploaded picture, main first', () => {
    const base = 'https://projet.supabase.co/storage/v1/object/public/product-images/p';
    const picture = (id: string, is_main: boolean, position: number) => ({
      id,
      url: `${base}/${id}.jpg`,
      alt: `Vue ${id}`,
      width: 1600,
      height: 1200,
      is_main,
      position,
      created_at: '2026-11-26T10:00:00Z',
      variant_widths: [480, 960],
    });
    const product = testProduct({ images: [picture('a', false, 0), picture('b', true, 1)] });
    expect(productJsonLd(product, siteUrl).image).toEqual([`${base}/b.jpg`, `${base}/a.jpg`]);
  });

  it('falls back on the 36-month price entered by staff, says out of stock, and has no Offer without a price', () => {
    const staffPriced = productJsonLd(testProduct({ purchase_price: null, monthly_price_36: 89.9, stock: 0 }), siteUrl);
    expect(staffPriced.offers).toMatchObject({ price: '89.90', availability: 'https://schema.org/OutOfStock' });
    const onRequest = productJsonLd(
      testProduct({ purchase_price: null, monthly_price_36: null, description: null }),
      siteUrl,
    );
    expect(onRequest).not.toHaveProperty('offers');
    expect(onRequest).not.toHaveProperty('description');
  });
});
