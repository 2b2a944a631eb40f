import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { StaffRole } from '@/config/permissions';
import type { Product } from '../api/fetch-products';
import { ProductsList } from './products-list';
import { StaffAuth } from '../../../../tests/support/auth';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const api = vi.hoisted(() => ({ fetchProducts: vi.fn<(query: unknown) => Promise<Product[]>>() }));

// The page the database would answer: every product given, counted.
vi.mock('../api/fetch-products', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    PRODUCTS_PAGE_SIZE: 50,
    useProducts: (query: unknown) =>
      useQuery({
        queryKey: ['products', 'admin', 'list', query],
        queryFn: async () => {
          const rows = await api.fetchProducts(query);
          return { rows, total: rows.length };
        },
      }),
  };
});

function product(overrides: Partial<Product>): Product {
  return {
    id: '7c0c5a3e-1d1b-4b7a-9d47-0b8f0a8f1c11',
    name: 'Écran',
    brand: 'LG',
    description: null,
    image_url: '/images/products/ecran-led-exterieur.svg',
    monthly_price_12: null,
    monthly_price_24: null,
    monthly_price_36: null,
    monthly_price_48: null,
    purchase_price: null,
    stock: null,
    rating: null,
    badges: [],
    slug: 'ecran',
    category_id: null,
    active: true,
    featured: false,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderList(roles: StaffRole[] = ['admin'], url = '/admin/products') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <ProductsList />
        <Location />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: ({ children }) => <StaffAuth roles={roles}>{children}</StaffAuth> },
  );
}

describe('ProductsList', () => {
  it('shows the catalogue without any write control to a role that may only read it', async () => {
    api.fetchProducts.mockResolvedValue([product({ id: 'a1', name: 'Mur LED 4 × 2 m' })]);
    renderList(['commercial']);
    expect(await screen.findByText('Mur LED 4 × 2 m')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Nouveau produit|Modifier/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Actif : Mur LED 4 × 2 m' })).toBeDisabled();
  });

  beforeEach(() => {
    api.fetchProducts.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows « Chargement... » while loading, then the products with the 12-month price only', async () => {
    api.fetchProducts.mockResolvedValue([
      product({
        id: 'a1',
        name: 'Mur LED 4 × 2 m',
        brand: 'Absen',
        monthly_price_12: 3120,
        monthly_price_24: 1800,
        monthly_price_36: 1290.5,
        featured: true,
        badges: ['Intérieur'],
      }),
      product({ id: 'b2', name: 'Totem', brand: 'Philips', monthly_price_12: 59.8, active: false }),
      product({ id: 'c3', name: 'Borne', brand: 'Elo', image_url: 'javascript:alert(1)' }),
    ]);
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');

    const first = (await screen.findByRole('link', { name: 'Mur LED 4 × 2 m' })).closest('tr') as HTMLElement;
    expect(screen.getByText('3 produits')).toBeInTheDocument();
    expect(first).toHaveTextContent(/3\s120,00\s€\/mois/);
    expect(first).not.toHaveTextContent(/1\s800/);
    expect(first).toHaveTextContent('En avant');
    expect(within(first).getByRole('switch', { name: 'Actif : Mur LED 4 × 2 m' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(first).getByRole('link', { name: 'Modifier Mur LED 4 × 2 m' })).toHaveAttribute(
      'href',
      '/admin/products/a1',
    );

    const second = screen.getByRole('link', { name: 'Totem' }).closest('tr') as HTMLElement;
    expect(second).toHaveTextContent(/59,80\s€\/mois/);
    expect(within(second).getByRole('switch', { name: 'Actif : Totem' })).toHaveAttribute('aria-checked', 'false');

    // A product without a 12-month price shows a dash; an unsafe image URL is never an image source.
    const third = screen.getByRole('link', { name: 'Borne' }).closest('tr') as HTMLElement;
    expect(within(third).getAllByRole('cell')[3]).toHaveTextContent('-');
    expect(third.querySelector('img')).toBeNull();

    expect(screen.getByRole('link', { name: 'Nouveau produit' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('shows « Aucun produit trouvé » when there is none', async () => {
    api.fetchProducts.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
  });

  it('announces a failed load with « Erreur » / « Impossible de charger les produits »', async () => {
    api.fetchProducts.mockRejectedValue(new Error('Failed to fetch'));
    renderList();
    expect(await screen.findByText('Impossible de charger les produits')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.getByText('Aucun produit trouvé')).toBeInTheDocument();
  });

  it('asks « Êtes-vous sûr de vouloir supprimer ce produit ? » and deletes nothing on cancel', async () => {
    api.fetchProducts.mockResolvedValue([product({ id: 'a1', name: 'Mur LED' })]);
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Supprimer Mur LED' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer ce produit ?')).toBeInTheDocument();
    expect(within(dialog).getByText(/« Mur LED » \(LG\) sera définitivement supprimé/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mur LED' })).toBeInTheDocument();
  });

  it('asks the database for the search, sort and page of the URL, and sorts from a header', async () => {
    api.fetchProducts.mockResolvedValue([product({ id: 'a1', name: 'Mur LED 4 × 2 m' })]);
    renderList(['admin'], '/admin/products?q=ecran&sort=price&order=asc');
    expect(await screen.findByText('Mur LED 4 × 2 m')).toBeInTheDocument();
    expect(api.fetchProducts).toHaveBeenLastCalledWith({
      search: 'ecran',
      sort: { key: 'price', desc: false },
      page: 1,
    });
    expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('ecran');
    expect(screen.getByRole('columnheader', { name: /Prix 12 mois/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Marque' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?q=ecran&sort=brand&order=asc');
  });

  it('falls back to the newest first for an unknown sort', async () => {
    api.fetchProducts.mockResolvedValue([]);
    renderList(['admin'], '/admin/products?sort=purchase_price&order=asc');
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
    expect(api.fetchProducts).toHaveBeenLastCalledWith({ search: '', sort: { key: 'date', desc: true }, page: 1 });
  });
});
