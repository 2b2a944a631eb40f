import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarketingStats, type MarketingStats } from '../api/fetch-marketing-stats';
import { MarketingOverview } from './marketing-overview';

vi.mock('../api/fetch-marketing-stats', () => ({ useMarketingStats: vi.fn() }));
const mocked = vi.mocked(useMarketingStats);
const withStats = (data: MarketingStats | undefined) =>
  mocked.mockReturnValue({ data, error: null, isPending: !data } as unknown as ReturnType<typeof useMarketingStats>);

function renderOverview() {
  return render(
    <MemoryRouter>
      <MarketingOverview />
    </MemoryRouter>,
  );
}
const card = (id: string) => document.querySelector(`[data-stat="${id}"]`) as HTMLElement;
const value = (id: string) => card(id).querySelector('[data-slot="stat-value"]')?.textContent;

beforeEach(() => mocked.mockReset());

describe('MarketingOverview', { timeout: 30_000 }, () => {
  it('shows the five figures with the spec formats and links', () => {
    withStats({
      totalLeads: 1250,
      leadsThisMonth: 42,
      wonLeads: 100,
      campaigns: 7,
      activeCampaigns: 2,
      orders: 3,
      conversionRate: 8,
      averageBasket: 1234.56,
    });
    renderOverview();
    expect(value('total-leads')).toMatch(/^1\s250$/);
    expect(card('total-leads')).toHaveTextContent('+42 ce mois-ci');
    expect(value('campaigns')).toBe('7');
    expect(card('campaigns')).toHaveTextContent('2 actives');
    expect(value('conversion-rate')).toBe('8,0 %');
    expect(value('orders')).toBe('3');
    expect(value('average-basket')).toMatch(/^1\s235\s€$/);

    expect(screen.getByRole('link', { name: 'Total Leads' })).toHaveAttribute('href', '/admin/marketing/leads');
    expect(screen.getByRole('link', { name: 'Campagnes' })).toHaveAttribute('href', '/admin/marketing/campaigns');
    expect(screen.getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/admin/orders');
    expect(within(card('conversion-rate')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('average-basket')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has the three shortcuts and the quick insights with their links', () => {
    withStats(undefined);
    renderOverview();
    expect(screen.getByRole('link', { name: 'Gérer les campagnes' })).toHaveAttribute(
      'href',
      '/admin/marketing/campaigns',
    );
    expect(screen.getByRole('link', { name: 'Voir les leads' })).toHaveAttribute('href', '/admin/marketing/leads');
    expect(screen.getByRole('link', { name: 'Voir les statistiques' })).toHaveAttribute('href', '/admin/analytics');
    expect(screen.getByRole('heading', { name: 'Insights Rapides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les campagnes' })).toHaveAttribute(
      'href',
      '/admin/marketing/campaigns',
    );
    expect(screen.getByRole('link', { name: 'Qualifier les leads' })).toHaveAttribute('href', '/admin/marketing/leads');
    expect(screen.getByRole('link', { name: 'Voir les leads gagnés' })).toHaveAttribute(
      'href',
      '/admin/marketing/leads?filter=won',
    );
    expect(screen.getAllByText('Chargement...').length).toBe(5);
  });

  it('shows zeros, never NaN, for empty tables, and a dash for a figure that failed', () => {
    withStats({
      totalLeads: 0,
      leadsThisMonth: 0,
      wonLeads: 0,
      campaigns: null,
      activeCampaigns: null,
      orders: 0,
      conversionRate: 0,
      averageBasket: 0,
    });
    renderOverview();
    expect(value('total-leads')).toBe('0');
    expect(value('conversion-rate')).toBe('0,0 %');
    expect(value('average-basket')).toMatch(/^0\s€$/);
    expect(value('campaigns')).toBe('—Donnée indisponible');
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });
});
