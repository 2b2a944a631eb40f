import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicCategory } from '../api/catalogue-rows';
import { usePublicCategories } from '../api/fetch-public-categories';
import { usePublicProducts, type CatalogProduct } from '../api/fetch-public-products';
import { CatalogSection } from './catalog-section';

vi.mock('../api/fetch-public-products', () => ({ usePublicProducts: vi.fn() }));
vi.mock('../api/fetch-public-categories', () => ({ usePublicCategories: vi.fn() }));
const mocked = vi.mocked(usePublicProducts);
const mockedCategories = vi.mocked(usePublicCategories);

const category = (id: string, name: string, slug: string, order_position: number): PublicCategory => ({
  id,
  name,
  slug,
  description: null,
  icon: null,
  order_position,
});
const categories = [
  category('c1', 'Écrans Géants', 'ecrans-geants', 1),
  category('c2', 'Totems', 'totems', 2),
  category('c3', 'Video Walls', 'video-walls', 3),
];

function withCategories(list: PublicCategory[]) {
  mockedCategories.mockReturnValue({ categories: list, isPending: false, isError: false, refetch: vi.fn() });
}

const base: CatalogProduct = {
  id: 'p1',
  name: 'Totem digital intérieur',
  brand: 'Samsung',
  description: null,
  image_url: '/images/products/totem-digital-interieur.svg',
  monthly_price_12: null,
  monthly_price_24: null,
  monthly_price_36: 89,
  monthly_price_48: null,
  purchase_price: null,
  stock: null,
  rating: 4.8,
  badges: [],
  slug: 'totem-digital-interieur',
  category_id: 'c2',
  category: { id: 'c2', name: 'Totems', slug: 'totems' },
  images: [],
  active: true,
  featured: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderSection() {
  return render(
    <MemoryRouter>
      <CatalogSection />
    </MemoryRouter>,
  );
}

describe('CatalogSection', () => {
  beforeEach(() => withCategories(categories));

  it('is the #catalog anchor with its heading, and its chips are links: « Tous », then the active categories in order', () => {
    withCategories(categories);
    mocked.mockReturnValue({ products: [], isLoading: true, isError: false });
    const { container } = renderSection();
    expect(container.querySelector('section#catalog')).not.toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Des écrans professionnels pour chaque usage' }),
    ).toBeInTheDocument();
    const chips = within(screen.getByRole('navigation', { name: 'Familles de produits' })).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).toEqual([
      ['Tous', '/#catalog'],
      ['Écrans Géants', '/catalogue/ecrans-geants'],
      ['Totems', '/catalogue/totems'],
      ['Video Walls', '/catalogue/video-walls'],
    ]);
    expect(chips[0]).toHaveAttribute('aria-current', 'page');
    expect(chips[1]).not.toHaveAttribute('aria-current');
  });

  it('shows no chips when there is no active category', () => {
    withCategories([]);
    mocked.mockReturnValue({ products: [], isLoading: true, isError: false });
    renderSection();
    expect(screen.queryByRole('navigation', { name: 'Familles de produits' })).not.toBeInTheDocument();
  });

  it('says the products are loading', () => {
    mocked.mockReturnValue({ products: [], isLoading: true, isError: false });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des produits...');
  });

  it('shows one card per product, in the given order, once the visitor nears the section', async () => {
    mocked.mockReturnValue({
      products: [base, { ...base, id: 'p2', name: 'Borne interactive tactile', featured: false }],
      isLoading: false,
      isError: false,
    });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Produits disponibles à la location' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Totem digital intérieur', 'Borne interactive tactile']);
  });

  it('keeps its placeholder while far from the viewport, yet already gives search engines the products', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      mocked.mockReturnValue({ products: [base], isLoading: false, isError: false });
      renderSection();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('status')).toHaveTextContent('Chargement des produits...');
      expect(screen.queryByRole('list', { name: 'Produits disponibles à la location' })).not.toBeInTheDocument();
      const jsonLd = document.head.querySelector('script[data-runtime-jsonld="catalog"]');
      expect(JSON.parse(jsonLd?.textContent ?? 'null')?.itemListElement).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the empty message after a load failure', async () => {
    mocked.mockReturnValue({ products: [], isLoading: false, isError: true });
    renderSection();
    expect(await screen.findByText('Aucun produit n’est disponible pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
