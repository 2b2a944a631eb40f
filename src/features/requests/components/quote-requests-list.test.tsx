import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { downloadBlob } from '@/lib/csv-export';
import { emptyAttribution } from '@/lib/attribution';
import { exportRequestsCsv } from '../api/export-quote-requests';
import { useQuoteRequests, type QuoteRequest } from '../api/fetch-quote-requests';
import { QuoteRequestsList } from './quote-requests-list';

vi.mock('../api/fetch-quote-requests', () => ({ useQuoteRequests: vi.fn(), REQUESTS_PAGE_SIZE: 50 }));
vi.mock('../api/export-quote-requests', () => ({
  exportRequestsCsv: vi.fn(),
  requestsCsvFileName: () => 'demandes-2026-11-26.csv',
}));
vi.mock('@/lib/csv-export', () => ({ downloadBlob: vi.fn() }));
const mocked = vi.mocked(useQuoteRequests);
const mockedExport = vi.mocked(exportRequestsCsv);
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
  product_id: null,
  marketing_consent: false,
  marketing_consent_form: null,
  marketing_consent_page: null,
  marketing_consent_wording: null,
  ...emptyAttribution,
  referrer_host: null,
  created_at: '2026-11-05T10:00:00.000Z',
  updated_at: '2026-11-05T10:00:00.000Z',
};

beforeEach(() => {
  mocked.mockReset();
  mockedExport.mockReset();
});

function Location() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QuoteRequestsList />
      <Location />
    </MemoryRouter>,
  );
}

describe('QuoteRequestsList', { timeout: 30_000 }, () => {
  it('opens on the requests of one owner from the dashboard’s link (`?owner=`), and exports the same', async () => {
    const user = userEvent.setup({ delay: null });
    mocked.mockReturnValue({ data: { rows: [quote], total: 1 }, isPending: false, error: null } as unknown as Result);
    mockedExport.mockResolvedValue(new Blob(['x']));
    renderAt('/admin/quotes?owner=b3f1c2a4-0000-4000-8000-000000000001');
    expect(mocked).toHaveBeenLastCalledWith(
      expect.objectContaining({ owner: 'b3f1c2a4-0000-4000-8000-000000000001', type: null, status: null }),
    );
    expect(screen.getByText(/1 demande\(s\) correspondante\(s\) · d’un même responsable/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await vi.waitFor(() =>
      expect(mockedExport).toHaveBeenCalledWith(
        expect.objectContaining({ owner: 'b3f1c2a4-0000-4000-8000-000000000001' }),
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ),
    );
  });

  it('drops an owner that is not an id', () => {
    mocked.mockReturnValue({ data: { rows: [], total: 0 }, isPending: false, error: null } as unknown as Result);
    renderAt('/admin/quotes?owner=moi');
    expect(mocked).toHaveBeenLastCalledWith(expect.objectContaining({ owner: null }));
  });

  it('shows loading, then « Aucune demande »', () => {
    mocked.mockReturnValue({ data: undefined, isPending: true, error: null } as unknown as Result);
    const { unmount } = renderAt('/admin/quotes');
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    unmount();
    mocked.mockReturnValue({ data: { rows: [], total: 0 }, isPending: false, error: null } as unknown as Result);
    renderAt('/admin/quotes');
    expect(screen.getByText('Aucune demande')).toBeInTheDocument();
    expect(screen.getByText('0 demandes au total')).toBeInTheDocument();
  });

  it('lists the requests with their type and status, each linking to its detail', () => {
    mocked.mockReturnValue({
      data: { rows: [quote, { ...quote, id: 'q2', company: null, status: 'pending', type: 'partner' }], total: 2 },
      isPending: false,
      error: null,
    } as unknown as Result);
    renderAt('/admin/quotes');
    expect(screen.getByText('2 demandes au total')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Sophie Bernard');
    expect(rows[0]).toHaveTextContent('sophie@cafe-lumiere.fr');
    expect(rows[0]).toHaveTextContent('Café Lumière');
    expect(rows[0]).toHaveTextContent('Devis');
    expect(rows[0]).toHaveTextContent('05 nov. 2026');
    expect(rows[0]).toHaveTextContent('En cours');
    expect(rows[1]).toHaveTextContent('-');
    expect(rows[1]).toHaveTextContent('Partenariat');
    expect(rows[1]).toHaveTextContent('Nouveau');
    expect(within(rows[0]).getByRole('link', { name: 'Voir la demande de Sophie Bernard' })).toHaveAttribute(
      'href',
      '/admin/quotes/q1',
    );
  });

  it('asks the database for the filters and page of the URL, and counts the matches', () => {
    mocked.mockReturnValue({ data: { rows: [quote], total: 61 }, isPending: false, error: null } as unknown as Result);
    renderAt('/admin/quotes?type=partner&status=won&q=caf%C3%A9&page=2');
    expect(mocked).toHaveBeenLastCalledWith({
      type: 'partner',
      status: 'won',
      owner: null,
      search: 'café',
      sort: { key: 'date', desc: true },
      page: 2,
    });
    expect(screen.getByText('61 demande(s) correspondante(s)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une demande' })).toHaveValue('café');
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
  });

  it('ignores values of the URL that are not filters', () => {
    mocked.mockReturnValue({ data: { rows: [], total: 0 }, isPending: false, error: null } as unknown as Result);
    renderAt('/admin/quotes?type=spam&status=completed&sort=owner_id&order=up&page=-4');
    expect(mocked).toHaveBeenLastCalledWith({
      type: null,
      status: null,
      owner: null,
      search: '',
      sort: { key: 'date', desc: true },
      page: 1,
    });
  });

  it('sorts from a header (aria-sort, in the URL) and exports the view on screen', async () => {
    mocked.mockReturnValue({ data: { rows: [quote], total: 1 }, isPending: false, error: null } as unknown as Result);
    mockedExport.mockResolvedValue(new Blob(['x']));
    renderAt('/admin/quotes?status=won&q=caf%C3%A9');
    await userEvent.click(screen.getByRole('button', { name: 'Entreprise' }));
    expect(screen.getByLabelText('Adresse')).toHaveTextContent(
      '/admin/quotes?status=won&q=caf%C3%A9&sort=company&order=asc',
    );
    expect(screen.getByRole('columnheader', { name: /Entreprise/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(mockedExport).toHaveBeenCalledWith(
      { type: null, status: 'won', owner: null, search: 'café' },
      { key: 'company', desc: false },
      expect.any(AbortSignal),
      expect.any(Function),
    );
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'demandes-2026-11-26.csv');
  });
});
