import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@/config/permissions';
import { StaffAuth } from '../../../../tests/support/auth';
import { useLatestPublication } from '../api/fetch-latest-publication';
import { PublishPanel } from './publish-panel';

vi.mock('../api/fetch-latest-publication', () => ({ useLatestPublication: vi.fn() }));
const mockedLatest = vi.mocked(useLatestPublication);

const publication = {
  id: 3,
  requested_at: '2026-11-26T13:05:00Z',
  requested_by_email: 'marketing@example.com',
  status: 'published',
  finished_at: '2026-11-26T13:05:20Z',
  pages: 42,
  message: 'Pages publiques régénérées : 42 pages.',
};

function renderPanel(roles: StaffRole[]) {
  mockedLatest.mockReset();
  mockedLatest.mockImplementation(
    (enabled) =>
      ({
        data: enabled ? publication : undefined,
      }) as ReturnType<typeof useLatestPublication>,
  );

  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StaffAuth roles={roles}>
        <PublishPanel />
      </StaffAuth>
    </QueryClientProvider>,
  );
}

describe('PublishPanel', () => {
  it('shows the last publication and « Publier » to a role that writes SEO', async () => {
    renderPanel(['marketing']);
    expect(await screen.findByText('Pages publiques régénérées : 42 pages.')).toBeInTheDocument();
    expect(screen.getByText('Publiée')).toBeInTheDocument();
    expect(screen.getByText(/par marketing@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeEnabled();
  });

  it('shows the history without the button to a role that only reads SEO', async () => {
    renderPanel(['viewer']);
    expect(await screen.findByText('Publiée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publier' })).toBeNull();
  });

  it('stays out of the catalogue screens for a role that cannot read SEO, and asks nothing', () => {
    renderPanel(['commercial']);
    expect(screen.queryByText('Publication du site public')).toBeNull();
    expect(mockedLatest).toHaveBeenCalledWith(false);
  });
});
