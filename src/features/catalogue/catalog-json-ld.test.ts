import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from './api/catalogue-rows';
import { catalogJsonLd } from './catalog-json-ld';

const siteUrl = 'https://www.visiolease.fr';

function product(overrides: Partial<CatalogProduct>): CatalogProduct {
  return {
    id: 'p1',
    name: 'Mur LED P2.5',
    brand: 'Absen',
    description: 'Mur d’images pour halls d’accueil.',
    image_url: '/images/products/mur-led.svg',
    monthly_price_12: null,
    monthly_price_24: null,
    monthly_price_36: 189.5,
    monthly_price_48: null,
    purchase_price: null,
    rating: 4.8,
    stock: 3,
    badges: [],
    slug: 'mur-led-p2-5',
    category_id: 'c1',
    category: { id: 'c1', name: 'Écrans Géants', slug: 'ecrans-geants' },
    images: [],
    featured: false,
    active: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('catalogJsonLd', () => {
  it('lists each priced product as a Product with a monthly Offer in euros', () => {
    const data = catalogJsonLd(
      [product({}), product({ id: 'p2', name: 'Totem 55"', slug: 'totem-55', stock: 0, description: null })],
      siteUrl,
    );
    interface Entry {
      position: number;
      item: { '@type': string; url: string; image: string; brand: unknown; offers: { url: string; availability: string } };
    }
    const items = (data?.itemListElement as Entry[]) ?? [];
    expect(data?.['@type']).toBe('ItemList');
    expect(items.map((entry) => entry.position)).toEqual([1, 2]);
    const first = items[0].item;
    expect(first['@type']).toBe('Product');
    expect(first.image).toBe('https://www.visiolease.fr/images/products/mur-led.svg');
    expect(first.brand).toEqual({ '@type': 'Brand', name: 'Absen' });
    // Each entry points at the product's own page.
    expect(first.url).toBe('https://www.visiolease.fr/catalogue/ecrans-geants/mur-led-p2-5');
    expect(first.offers.url).toBe(first.url);
    expect(first.offers).toMatchObject({
      '@type': 'Offer',
      price: '189.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      priceSpecification: { unitCode: 'MON', billingDuration: 36, valueAddedTaxIncluded: false },
    });
    expect(items[1].item.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(items[1].item).not.toHaveProperty('description');
  });

  it('leaves out products without a 36-month price, and returns nothing when none is priced', () => {
    const data = catalogJsonLd([product({ monthly_price_36: null }), product({ id: 'p2' })], siteUrl);
    expect((data?.itemListElement as unknown[]).length).toBe(1);
    expect(catalogJsonLd([product({ monthly_price_36: 0 })], siteUrl)).toBeNull();
  });
});
