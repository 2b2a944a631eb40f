import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCount } from '../api/keys';
import { DashboardStats } from './dashboard-stats';
import { StaffAuth } from '../../../../tests/support/auth';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const api = vi.hoisted(() => ({ fetchDashboardCount: vi.fn<(which: DashboardCount) => Promise<number>>() }));

vi.mock('../api/fetch-dashboard-counts', async () => {
  const { useQueries } = await import('@tanstack/react-query');
  const order: DashboardCount[] = ['products', 'categories', 'quotes', 'pendingQuotes'];
  return {
    dashboardCountOrder: order,
    fetchDashboardCount: api.fetchDashboardCount,
    useDashboardCounts: () =>
      useQueries({
        queries: order.map((which) => ({
          queryKey: ['dashboard', which],
          queryFn: () => api.fetchDashboardCount(which),
        })),
      }),
  };
});

function renderStats() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardStats />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: StaffAuth },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DashboardStats', () => {
  it('shows the four counts, pending quote requests labelled « En attente », each linking to its screen', async () => {
    const counts: Record<DashboardCount, number> = {
      products: 17,
      categories: 6,
      quotes: 1250,
      pendingQuotes: 11,
      myRequests: 3,
      dueLeads: 5,
      awaitingOffers: 4,
      expiringOffers: 2,
    };
    api.fetchDashboardCount.mockImplementation(async (which) => counts[which]);
    renderStats();

    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-count-categories')).toHaveTextContent('6');
    expect(screen.getByTestId('dashboard-count-quotes')).toHaveTextContent(/^1\s250$/);
    expect(screen.getByTestId('dashboard-count-pendingQuotes')).toHaveTextContent('11');
    expect(screen.getByRole('link', { name: /En attente/ })).toHaveAttribute('href', '/admin/quotes?status=pending');
    expect(screen.getByRole('link', { name: /Produits/ })).toHaveAttribute('href', '/admin/products');
    expect(screen.getByRole('link', { name: /Catégories/ })).toHaveAttribute('href', '/admin/categories');
  });

  it('only logs a failed count and keeps showing the others', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.fetchDashboardCount.mockImplementation(async (which) => {
      if (which === 'pendingQuotes') throw { code: '42501', message: 'permission denied' };
      return 3;
    });
    renderStats();

    expect(await screen.findAllByText('3')).toHaveLength(3);
    expect(await screen.findByText('–')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalledWith('Chargement du compteur « En attente » impossible', expect.anything());
  });
});
