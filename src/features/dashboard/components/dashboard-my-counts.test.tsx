import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@/config/permissions';
import { StaffAuth } from '../../../../tests/support/auth';
import type { DashboardCount } from '../api/keys';
import { DashboardStats } from './dashboard-stats';

/** The sales person's day (issue 26): requests assigned to me, leads to call back. */
const asked = vi.hoisted(() => ({ calls: [] as { counts: readonly DashboardCount[]; userId: string }[] }));
vi.mock('../api/fetch-dashboard-counts', () => ({
  dashboardCountOrder: ['myRequests', 'dueLeads'],
  useDashboardCounts: (counts: readonly DashboardCount[], userId: string) => {
    asked.calls.push({ counts, userId });
    const values: Partial<Record<DashboardCount, number>> = { myRequests: 3, dueLeads: 5 };
    return counts.map((which) => ({ data: values[which], isPending: false, error: null }));
  },
}));

function renderStats(roles: StaffRole[]) {
  asked.calls = [];
  render(
    <MemoryRouter>
      <StaffAuth roles={roles}>
        <DashboardStats />
      </StaffAuth>
    </MemoryRouter>,
  );
}

describe('DashboardStats: my requests and leads to call back', () => {
  it('counts the signed-in person’s requests and the due leads, each linking to its filtered list', () => {
    renderStats(['commercial']);
    expect(asked.calls.at(-1)).toEqual({
      counts: ['myRequests', 'dueLeads'],
      userId: 'b3f1c2a4-0000-4000-8000-000000000001',
    });
    expect(screen.getByTestId('dashboard-count-myRequests')).toHaveTextContent('3');
    expect(screen.getByTestId('dashboard-count-dueLeads')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: /Demandes qui me sont assignées/ })).toHaveAttribute(
      'href',
      '/admin/quotes?owner=b3f1c2a4-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: /Leads à relancer/ })).toHaveAttribute(
      'href',
      '/admin/marketing/leads?sort=next_action',
    );
  });

  it('shows neither to a role that reads neither requests nor leads', () => {
    renderStats(['technicien']);
    expect(asked.calls.at(-1)?.counts).toEqual([]);
    expect(screen.queryByRole('link', { name: /Demandes qui me sont assignées/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Leads à relancer/ })).not.toBeInTheDocument();
  });
});
