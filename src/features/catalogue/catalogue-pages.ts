import { paths } from '@/config/routes';
import type { CatalogProduct, CatalogueSnapshot, PublicCategory } from './api/catalogue-rows';

/** The category whose page is /catalogue/{slug}, among the active ones. */
export function findCategory(categories: readonly PublicCategory[], slug: string): PublicCategory | undefined {
  return categories.find((category) => category.slug === slug);
}

/** The products of a category's page, in the catalogue's order. */
export function productsOfCategory(products: readonly CatalogProduct[], categorySlug: string): CatalogProduct[] {
  return products.filter((product) => product.category.slug === categorySlug);
}

/**
 * The product a page shows: only at its own address. A product reached under another category's
 * slug (it moved, or the address was made up) is not found there.
 */
export function productAt(product: CatalogProduct | null | undefined, categorySlug: string): CatalogProduct | null {
  return product && product.category.slug === categorySlug ? product : null;
}

export const categoryPath = (category: Pick<PublicCategory, 'slug'>) => paths.category(category.slug);
export const productPath = (product: Pick<CatalogProduct, 'slug' | 'category'>) =>
  paths.product(product.category.slug, product.slug);

export interface CatalogueRoute {
  path: string;
  /** ISO date of the last change, for the sitemap (products only). */
  lastModified?: string;
}

/** Every catalogue page of a snapshot: each active category, then each product filed in one. */
export function catalogueRoutes(snapshot: CatalogueSnapshot): CatalogueRoute[] {
  const listed = new Set(snapshot.categories.map((category) => category.slug));
  return [
    ...snapshot.categories.map((category) => ({ path: categoryPath(category) })),
    ...snapshot.products
      .filter((product) => listed.has(product.category.slug))
      .map((product) => ({ path: productPath(product), lastModified: product.updated_at.slice(0, 10) })),
  ];
}
