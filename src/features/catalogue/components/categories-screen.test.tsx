import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../api/fetch-categories';
import { CategoriesScreen } from './categories-screen';
import { StaffAuth } from '../../../../tests/support/auth';

vi.setConfig({ testTimeout: 30_000 });
// A busy machine can take more than a second to settle the first query.
configure({ asyncUtilTimeout: 5_000 });

const categories: Category[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Écrans Géants',
    slug: 'ecrans-geants',
    description: 'Murs LED et écrans de grande taille',
    icon: 'Monitor',
    order_position: 0,
    active: true,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Totems',
    slug: 'totems',
    description: null,
    icon: null,
    order_position: 1,
    active: false,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
  },
];

const api = vi.hoisted(() => ({ fetchCategories: vi.fn() }));

// The page the database would answer (every category given, counted), and the next free position.
vi.mock('../api/fetch-categories', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const fetchAll = async (query?: unknown) => (await api.fetchCategories(query)) as Category[];
  return {
    useCategories: (query: unknown) =>
      useQuery({
        queryKey: ['categories', 'list', query],
        queryFn: async () => {
          const rows = await fetchAll(query);
          return { rows, total: rows.length };
        },
      }),
    useNextCategoryPosition: () =>
      useQuery({
        queryKey: ['categories', 'next-position'],
        queryFn: async () => Math.max(-1, ...(await fetchAll()).map((category) => category.order_position)) + 1,
      }),
  };
});
function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderScreen(url = '/admin/categories') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <CategoriesScreen />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: StaffAuth },
  );
  return { user };
}

describe('CategoriesScreen', () => {
  beforeEach(() => {
    api.fetchCategories.mockResolvedValue(categories);
  });

  it('lists the categories by position and loads the chosen one into the form; cancel resets it', async () => {
    const { user } = renderScreen();
    await screen.findByText('Totems');
    const rows = screen.getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      'Écrans GéantsMurs LED et écrans de grande taille',
      'Totems',
    ]);
    expect(screen.getByText('2 catégories')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Position/)).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Modifier Écrans Géants' }));
    expect(screen.getByText('Modifier la catégorie')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Écrans Géants');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('ecrans-geants');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Murs LED et écrans de grande taille');
    expect(screen.getByLabelText(/^Icône/)).toHaveValue('Monitor');
    expect(screen.getByLabelText(/^Position/)).toHaveValue('0');

    await user.click(screen.getByRole('button', { name: /Annuler/ }));
    expect(screen.getByText('Nouvelle catégorie')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('');
  });

  it('shows whether each category is on the public site, and loads the flag into the form', async () => {
    const { user } = renderScreen();
    await screen.findByText('Totems');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Modifier Totems' }));
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');
  });

  it('asks "Supprimer cette catégorie ?" before deleting', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Supprimer Totems' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Supprimer cette catégorie ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the empty state when there is no category', async () => {
    api.fetchCategories.mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByText('Aucune catégorie pour le moment')).toBeInTheDocument();
  });

  it('asks the database for the search and sort of the URL, and sorts from a header', async () => {
    const { user } = renderScreen('/admin/categories?q=ecran&sort=name&order=desc');
    await screen.findByText('Totems');
    expect(api.fetchCategories).toHaveBeenCalledWith({ search: 'ecran', sort: { key: 'name', desc: true }, page: 1 });
    expect(screen.getByRole('searchbox', { name: 'Rechercher une catégorie' })).toHaveValue('ecran');
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Slug' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/categories?q=ecran&sort=slug&order=asc');
  });

  it('falls back to the display order for an unknown sort', async () => {
    renderScreen('/admin/categories?sort=icon&order=desc');
    await screen.findByText('Totems');
    expect(api.fetchCategories).toHaveBeenCalledWith({ search: '', sort: { key: 'position', desc: false }, page: 1 });
  });
});
