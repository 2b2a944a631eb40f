import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOutbox, type OutboxEmail } from '../api/fetch-outbox';
import { useRetryEmail } from '../api/retry-email';
import { OutboxList } from './outbox-list';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-outbox', () => ({ useOutbox: vi.fn(), OUTBOX_PAGE_SIZE: 50 }));
vi.mock('../api/retry-email', () => ({ useRetryEmail: vi.fn() }));
const outbox = vi.mocked(useOutbox);
const retry = { mutate: vi.fn(), isPending: false };

const base: OutboxEmail = {
  id: 'e1',
  template: 'request_acknowledgement',
  recipient: 'camille@exemple.fr',
  status: 'failed',
  attempts: 8,
  last_error: 'Fournisseur d’e-mail : HTTP 500',
  created_at: '2026-11-24T09:00:00.000Z',
  sent_at: null,
  next_attempt_at: '2026-11-24T10:00:00.000Z',
  quote_request_id: 'q1',
  order_id: null,
};

beforeEach(() => {
  outbox.mockReset();
  retry.mutate.mockReset();
  vi.mocked(useRetryEmail).mockReturnValue(retry as never);
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <OutboxList />
    </MemoryRouter>,
    { wrapper: StaffAuth },
  );
}

describe('OutboxList', () => {
  it('shows why an e-mail failed and sends it again on request; a sent one has no retry', async () => {
    const user = userEvent.setup({ delay: null });
    outbox.mockReturnValue({
      data: {
        rows: [
          base,
          {
            ...base,
            id: 'e2',
            template: 'order_confirmation',
            status: 'sent',
            attempts: 1,
            last_error: null,
            sent_at: '2026-11-24T09:01:00.000Z',
            quote_request_id: null,
            order_id: 'o1',
          },
        ],
        total: 2,
      },
      isPending: false,
    } as never);
    renderAt('/admin/emails?status=failed');
    expect(outbox).toHaveBeenLastCalledWith({ status: 'failed', page: 1 });
    expect(screen.getByText('2 e-mail(s)')).toBeInTheDocument();
    const [failed, sent] = screen.getAllByRole('row').slice(1);
    expect(failed).toHaveTextContent('Accusé de réception');
    expect(failed).toHaveTextContent('Échec');
    expect(failed).toHaveTextContent('Fournisseur d’e-mail : HTTP 500');
    expect(within(failed).getByRole('link', { name: 'Accusé de réception' })).toHaveAttribute(
      'href',
      '/admin/quotes/q1',
    );
    expect(within(sent).getByRole('link', { name: 'Confirmation de commande' })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Réessayer l’envoi à camille@exemple.fr' }));
    expect(retry.mutate).toHaveBeenCalledWith('e1');
  });

  it('says so when the queue is empty', () => {
    outbox.mockReturnValue({ data: { rows: [], total: 0 }, isPending: false } as never);
    renderAt('/admin/emails');
    expect(screen.getByText('Aucun e-mail')).toBeInTheDocument();
  });
});
