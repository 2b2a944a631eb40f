import { describe, expect, it } from 'vitest';
import { catalogueRoutes, findCategory, productAt, productsOfCategory } from './catalogue-pages';
import { testCatalogue, testProduct } from './test-fixtures';

describe('catalogue pages', () => {
  it('gives every active category a page, then every product filed in one, with its last change', () => {
    expect(catalogueRoutes(testCatalogue())).toEqual([
      { path: '/catalogue/totems' },
      { path: '/catalogue/bornes' },
      { path: '/catalogue/totems/totem-exterieur-samsung-oh55a-s', lastModified: '2026-11-20' },
      { path: '/catalogue/bornes/borne-interactive-tactile-elo-27', lastModified: '2026-11-20' },
      { path: '/catalogue/totems/totem-interieur', lastModified: '2026-10-02' },
    ]);
  });

  it('leaves out a product whose category has no page', () => {
    const catalogue = testCatalogue();
    catalogue.categories = catalogue.categories.filter((category) => category.slug !== 'bornes');
    expect(catalogueRoutes(catalogue).map((route) => route.path)).not.toContain(
      '/catalogue/bornes/borne-interactive-tactile-elo-27',
    );
    expect(catalogueRoutes({ categories: [], products: [] })).toEqual([]);
  });

  it('finds a category and its products, in the catalogue’s order', () => {
    const { categories, products } = testCatalogue();
    expect(findCategory(categories, 'bornes')?.name).toBe('Bornes');
    expect(findCategory(categories, 'vitrines')).toBeUndefined();
    expect(productsOfCategory(products, 'totems').map((product) => product.id)).toEqual(['p-totem', 'p-totem-2']);
  });

  it('shows a product at its own address only', () => {
    const product = testProduct();
    expect(productAt(product, 'totems')).toBe(product);
    expect(productAt(product, 'bornes')).toBeNull();
    expect(productAt(null, 'totems')).toBeNull();
  });
});
