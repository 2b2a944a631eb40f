import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { catalogueRoutePatterns, paths } from '@/config/routes';
import type { CatalogueSnapshot } from './api/catalogue-rows';
import { catalogKeys } from './api/catalogue-keys';
import { findCategory, productAt, productsOfCategory } from './catalogue-pages';
import { categoryPageSeo, productPageSeo, type CatalogueSeo } from './catalogue-seo';
import type { CatalogueSeed } from './components/catalogue-seed';

/** Build time only (src/entry-server.tsx): never imported by the browser's code. */
export interface PrerenderedCataloguePage {
  /** The rows the page renders, for its queries on the server and in the browser. */
  seed: CatalogueSeed | null;
  /** Head of a category or product page; null for the other pages (their head is in the route table). */
  seo: CatalogueSeo | null;
}

function seedOf(path: string, entries: [QueryKey, unknown][]): CatalogueSeed {
  const updatedAt = Date.now();
  return { path, queries: entries.map(([key, data]) => ({ key, data, updatedAt })) };
}

/** What `url` needs from the catalogue: the home's chips, a category's products or a product. */
export function prerenderCataloguePage(
  url: string,
  catalogue: CatalogueSnapshot,
  siteUrl: string,
): PrerenderedCataloguePage {
  if (url === paths.home) {
    return { seed: seedOf(url, [[catalogKeys.categories(), catalogue.categories]]), seo: null };
  }
  const product = matchPath(catalogueRoutePatterns.product, url);
  if (product) {
    const { categorySlug = '', productSlug = '' } = product.params;
    const found = productAt(
      catalogue.products.find((row) => row.slug === productSlug),
      categorySlug,
    );
    if (!found) throw new Error(`Prérendu : aucun produit actif à l’adresse ${url}`);
    return { seed: seedOf(url, [[catalogKeys.product(productSlug), found]]), seo: productPageSeo(found, siteUrl) };
  }
  const category = matchPath(catalogueRoutePatterns.category, url);
  if (category) {
    const slug = category.params.categorySlug ?? '';
    const found = findCategory(catalogue.categories, slug);
    if (!found) throw new Error(`Prérendu : aucune catégorie active à l’adresse ${url}`);
    const products = productsOfCategory(catalogue.products, slug);
    return {
      seed: seedOf(url, [
        [catalogKeys.categories(), catalogue.categories],
        [catalogKeys.categoryProducts(slug), products],
      ]),
      seo: categoryPageSeo(found, products, siteUrl),
    };
  }
  return { seed: null, seo: null };
}
