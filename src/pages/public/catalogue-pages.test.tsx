import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoutePatterns } from '@/config/routes';
import type { CatalogProduct, PublicCategory } from '@/features/catalogue/api/catalogue-rows';
import { testCatalogue } from '@/features/catalogue/test-fixtures';
import CategoryPage from './category-page';
import ProductPage from './product-page';

const api = vi.hoisted(() => ({
  product: vi.fn<(slug: string) => Promise<CatalogProduct | null>>(),
  categories: vi.fn<() => Promise<PublicCategory[]>>(),
  categoryProducts: vi.fn<(slug: string) => Promise<CatalogProduct[]>>(),
}));

vi.mock('@/features/catalogue/api/fetch-public-product', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    usePublicProduct: (slug: string) => useQuery({ queryKey: ['product', slug], queryFn: () => api.product(slug) }),
  };
});
vi.mock('@/features/catalogue/api/fetch-category-products', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useCategoryProducts: (slug: string) =>
      useQuery({ queryKey: ['category-products', slug], queryFn: () => api.categoryProducts(slug) }),
  };
});
vi.mock('@/features/catalogue/api/fetch-public-categories', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    usePublicCategories: () => {
      const query = useQuery({ queryKey: ['categories'], queryFn: api.categories });
      return {
        categories: query.data ?? [],
        isPending: query.isPending,
        isError: query.isError,
        refetch: query.refetch,
      };
    },
  };
});

vi.setConfig({ testTimeout: 20_000 });

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={catalogueRoutePatterns.category} element={<CategoryPage />} />
          <Route path={catalogueRoutePatterns.product} element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const notFound = () => screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });

beforeEach(() => {
  const catalogue = testCatalogue();
  api.product.mockReset().mockImplementation(async (slug) => catalogue.products.find((p) => p.slug === slug) ?? null);
  api.categories.mockReset().mockResolvedValue(catalogue.categories);
  api.categoryProducts
    .mockReset()
    .mockImplementation(async (slug) => catalogue.products.filter((p) => p.category.slug === slug));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('product page', () => {
  it('shows an active product at its address, with its head', async () => {
    renderAt('/catalogue/totems/totem-exterieur-samsung-oh55a-s');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du produit...');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Totem extérieur Samsung OH55A-S 55" IP56',
    );
    await vi.waitFor(() => expect(document.title).toBe('Totem extérieur Samsung OH55A-S 55" IP56 | VisioLease'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.visiolease.fr/catalogue/totems/totem-exterieur-samsung-oh55a-s',
    );
  });

  it('is not found for an unknown or inactive product, under another category, or at a malformed address', async () => {
    renderAt('/catalogue/totems/produit-retire');
    await notFound();
    document.body.innerHTML = '';
    renderAt('/catalogue/bornes/totem-exterieur-samsung-oh55a-s');
    await notFound();
    document.body.innerHTML = '';
    api.product.mockClear();
    renderAt('/catalogue/totems/Totem_55');
    await notFound();
    expect(api.product).not.toHaveBeenCalled();
  });

  it('says the catalogue cannot be reached, and retries on demand', async () => {
    api.product.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderAt('/catalogue/totems/totem-exterieur-samsung-oh55a-s');
    await screen.findByText('Cette page n’a pas pu être chargée');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Totem extérieur');
  });
});

describe('category page', () => {
  it('shows an active category and its products', async () => {
    renderAt('/catalogue/totems');
    expect(await screen.findByRole('heading', { level: 1, name: 'Totems' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Produits de la catégorie Totems' })).toBeInTheDocument();
    expect(api.categoryProducts).toHaveBeenCalledWith('totems');
    await vi.waitFor(() => expect(document.title).toBe('Totems en location longue durée | VisioLease'));
  });

  it('is not found for a category that is unknown or switched off', async () => {
    renderAt('/catalogue/vitrines');
    await notFound();
  });
});
