import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogKeys } from './api/catalogue-keys';
import { testCatalogue } from './test-fixtures';
import { prerenderCataloguePage } from './prerender-catalogue';

const siteUrl = 'https://www.visiolease.fr';

/** What a page's queries find once the seed is in the cache, as in the browser. */
function cacheOf(seed: ReturnType<typeof prerenderCataloguePage>['seed']) {
  const client = new QueryClient();
  for (const { key, data, updatedAt } of seed?.queries ?? []) client.setQueryData(key, data, { updatedAt });
  return client;
}

describe('prerenderCataloguePage', () => {
  it('gives the home its chips: the active categories', () => {
    const { seed, seo } = prerenderCataloguePage('/', testCatalogue(), siteUrl);
    expect(seo).toBeNull();
    expect(seed?.path).toBe('/');
    expect(cacheOf(seed).getQueryData(catalogKeys.categories())).toEqual(testCatalogue().categories);
  });

  it('gives a category page the chips and its products, and its head', () => {
    const { seed, seo } = prerenderCataloguePage('/catalogue/totems', testCatalogue(), siteUrl);
    const cache = cacheOf(seed);
    expect(seed?.path).toBe('/catalogue/totems');
    expect(cache.getQueryData(catalogKeys.categories())).toHaveLength(2);
    expect((cache.getQueryData(catalogKeys.categoryProducts('totems')) as { id: string }[]).map((p) => p.id)).toEqual([
      'p-totem',
      'p-totem-2',
    ]);
    expect(seo?.title).toBe('Totems en location longue durée | VisioLease');
  });

  it('gives a product page its product, and its head', () => {
    const { seed, seo } = prerenderCataloguePage(
      '/catalogue/bornes/borne-interactive-tactile-elo-27',
      testCatalogue(),
      siteUrl,
    );
    expect(cacheOf(seed).getQueryData(catalogKeys.product('borne-interactive-tactile-elo-27'))).toMatchObject({
      id: 'p-borne',
    });
    expect(seo?.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'Product']);
  });

  it('has nothing for the other pages, and refuses to prerender a catalogue page it does not have', () => {
    expect(prerenderCataloguePage('/leasing', testCatalogue(), siteUrl)).toEqual({ seed: null, seo: null });
    expect(() => prerenderCataloguePage('/catalogue/vitrines', testCatalogue(), siteUrl)).toThrow(
      /aucune catégorie active/,
    );
    expect(() => prerenderCataloguePage('/catalogue/bornes/totem-interieur', testCatalogue(), siteUrl)).toThrow(
      /aucun produit actif/,
    );
  });
});
