import type { CatalogProduct, CatalogueSnapshot, PublicCategory } from './api/catalogue-rows';

/** Catalogue rows for the catalogue's tests (the seed's shapes, fewer of them). */
export function testCategory(overrides: Partial<PublicCategory> = {}): PublicCategory {
  return {
    id: 'c-totems',
    name: 'Totems',
    slug: 'totems',
    description:
      'Totems digitaux autoportants pour l’accueil, l’orientation et la promotion, en intérieur ou en extérieur.',
    icon: 'RectangleVertical',
    order_position: 4,
    ...overrides,
  };
}

export function testProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: 'p-totem',
    name: 'Totem extérieur Samsung OH55A-S 55" IP56',
    slug: 'totem-exterieur-samsung-oh55a-s',
    brand: 'Samsung',
    description: 'Totem extérieur 2 500 cd/m², étanche IP56 et anti-vandalisme.',
    image_url: '/images/products/totem-exterieur.svg',
    monthly_price_12: 832,
    monthly_price_24: 424,
    monthly_price_36: 288,
    monthly_price_48: 220,
    purchase_price: 9600,
    stock: 6,
    rating: 4.7,
    badges: ['Extérieur', 'IP56'],
    active: true,
    featured: false,
    category_id: 'c-totems',
    category: { id: 'c-totems', name: 'Totems', slug: 'totems' },
    images: [],
    created_at: '2026-08-01T10:00:00Z',
    updated_at: '2026-11-20T08:30:00Z',
    ...overrides,
  };
}

export function testCatalogue(): CatalogueSnapshot {
  const bornes = testCategory({ id: 'c-bornes', name: 'Bornes', slug: 'bornes', description: null, order_position: 5 });
  return {
    categories: [testCategory(), bornes],
    products: [
      testProduct(),
      testProduct({
        id: 'p-borne',
        name: 'Borne interactive tactile Elo 27"',
        slug: 'borne-interactive-tactile-elo-27',
        brand: 'Elo',
        purchase_price: null,
        monthly_price_36: 87,
        category_id: 'c-bornes',
        category: { id: 'c-bornes', name: 'Bornes', slug: 'bornes' },
      }),
      testProduct({
        id: 'p-totem-2',
        name: 'Totem intérieur',
        slug: 'totem-interieur',
        updated_at: '2026-10-02T08:00:00Z',
      }),
    ],
  };
}
