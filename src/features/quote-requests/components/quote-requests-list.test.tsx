import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuoteRequests, type QuoteRequest } from '../api/fetch-quote-requests';
import { QuoteRequestsList } from './quote-requests-list';

vi.mock('../api/fetch-quote-requests', () => ({ useQuoteRequests: vi.fn() }));
const mocked = vi.mocked(useQuoteRequests);
type Result = ReturnType<typeof useQuoteRequests>;

const quote: QuoteRequest = {
  id: 'q1',
  first_name: 'Sophie',
  last_name: 'Bernard',
  email: 'sophie@cafe-lumiere.fr',
  phone: '06 12 34 56 78',
  company: 'Café Lumière',
  siret: '12345678900012',
  subject: 'Écran vitrine',
  message: 'Bonjour,\nnous cherchons un écran pour notre vitrine.',
  status: 'in_progress',
  type: 'quote',
  owner_id: null,
  lead_id: null,
  created_at: '2026-11-05T10:00:00.000Z',
  updated_at: '2026-11-05T10:00:00.000Z',
};

beforeEach(() => mocked.mockReset());

describe('QuoteRequestsList', { timeout: 30_000 }, () => {
  it('shows loading, then « Aucune demande »', () => {
    mocked.mockReturnValue({ data: undefined, isPending: true, error: null } as unknown as Result);
    const { unmount } = render(<QuoteRequestsList />);
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    unmount();
    mocked.mockReturnValue({ data: [], isPending: false, error: null } as unknown as Result);
    render(<QuoteRequestsList />);
    expect(screen.getByText('Aucune demande')).toBeInTheDocument();
    expect(screen.getByText('0 demandes au total')).toBeInTheDocument();
  });

  it('lists the requests and opens a read-only view from the eye button', async () => {
    const user = userEvent.setup({ delay: null });
    mocked.mockReturnValue({
      data: [quote, { ...quote, id: 'q2', company: null, status: 'pending' }],
      isPending: false,
      error: null,
    } as unknown as Result);
    render(<QuoteRequestsList />);
    expect(screen.getByText('2 demandes au total')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Sophie Bernard');
    expect(rows[0]).toHaveTextContent('sophie@cafe-lumiere.fr');
    expect(rows[0]).toHaveTextContent('Café Lumière');
    expect(rows[0]).toHaveTextContent('05 nov. 2026');
    expect(rows[0]).toHaveTextContent('En cours');
    expect(rows[1]).toHaveTextContent('-');
    expect(rows[1]).toHaveTextContent('Nouveau');

    const eye = within(rows[0]).getByRole('button', { name: 'Voir la demande' });
    await user.click(eye);
    const dialog = await screen.findByRole('dialog', { name: 'Demande de Sophie Bernard' });
    expect(dialog).toHaveTextContent('123 456 789 00012');
    expect(dialog).toHaveTextContent('06 12 34 56 78');
    expect(dialog).toHaveTextContent('nous cherchons un écran pour notre vitrine.');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(eye).toHaveFocus();
  });
});
