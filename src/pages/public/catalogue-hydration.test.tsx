import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoutePatterns } from '@/config/routes';
import { CATALOGUE_SEED_ELEMENT_ID, CatalogueSeedProvider } from '@/features/catalogue/components/catalogue-seed';
import { prerenderCataloguePage } from '@/features/catalogue/prerender-catalogue';
import { testCatalogue } from '@/features/catalogue/test-fixtures';
import ProductPage from './product-page';

/**
 * A prerendered product page hydrates from the rows it was built with: the first render in the
 * browser is the prerendered markup (no loading state, no mismatch), then React Query refetches.
 */
const fetchProduct = vi.hoisted(() => vi.fn());
vi.mock('@/lib/public-rest', () => ({
  getPublicRest: async () => ({
    from: () => ({
      select: () => ({ eq: () => ({ eq: () => ({ maybeSingle: () => fetchProduct() }) }) }),
    }),
  }),
}));

const url = '/catalogue/totems/totem-exterieur-samsung-oh55a-s';

function page(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={catalogueRoutePatterns.product} element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a prerendered catalogue page', () => {
  it('hydrates from its seed without a mismatch, then refetches its product', async () => {
    const { seed } = prerenderCataloguePage(url, testCatalogue(), 'https://www.visiolease.fr');
    const html = renderToString(<CatalogueSeedProvider seed={seed}>{page(new QueryClient())}</CatalogueSeedProvider>);
    expect(html).toContain('Totem extérieur Samsung OH55A-S 55&quot; IP56</h1>');
    expect(html).not.toContain('Chargement du produit');

    // The browser: the seed in its JSON block, the markup in the root.
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CATALOGUE_SEED_ELEMENT_ID;
    block.textContent = JSON.stringify(seed);
    document.head.append(block);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);

    let answer: (value: unknown) => void = () => undefined;
    fetchProduct.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      hydrateRoot(root, page(client));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Totem extérieur Samsung OH55A-S 55" IP56');
    // Build-time rows are old: React Query asks for the product again, and shows what it gets.
    await vi.waitFor(() => expect(fetchProduct).toHaveBeenCalledTimes(1));
    await act(async () => answer({ data: null, error: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
