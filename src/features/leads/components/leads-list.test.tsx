import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportProgress } from '@/lib/paged-export';
import { useCreateLead } from '../api/create-lead';
import { exportLeadsCsv } from '../api/export-leads';
import { useLeads } from '../api/fetch-leads';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { LeadsList } from './leads-list';
import { makeLead } from './test-fixtures';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-leads', () => ({ useLeads: vi.fn(), LEADS_PAGE_SIZE: 50 }));
vi.mock('../api/export-leads', () => ({ exportLeadsCsv: vi.fn(), leadsCsvFileName: () => 'leads-2026-11-25.csv' }));
vi.mock('../api/update-lead-status', () => ({ useUpdateLeadStatus: vi.fn() }));
vi.mock('../api/create-lead', () => ({ useCreateLead: vi.fn() }));
vi.mock('@/lib/csv-export', () => ({ downloadBlob: vi.fn() }));
const mockedUseLeads = vi.mocked(useLeads);
const mockedExport = vi.mocked(exportLeadsCsv);

type Result = ReturnType<typeof useLeads>;
const loaded = (rows: ReturnType<typeof makeLead>[], total = rows.length) =>
  ({ data: { rows, total }, isPending: false, isPlaceholderData: false, error: null }) as unknown as Result;

const updates = new Map<string, ReturnType<typeof vi.fn>>();

beforeEach(() => {
  mockedUseLeads.mockReset();
  mockedExport.mockReset();
  updates.clear();
  vi.mocked(useUpdateLeadStatus).mockImplementation((id) => {
    if (!updates.has(id)) updates.set(id, vi.fn());
    return { mutate: updates.get(id), isPending: false } as unknown as ReturnType<typeof useUpdateLeadStatus>;
  });
  vi.mocked(useCreateLead).mockReturnValue({ mutate: vi.fn(), isPending: false } as unknown as ReturnType<
    typeof useCreateLead
  >);
});

function LocationProbe() {
  const current = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${current.pathname}${current.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Retour navigateur
      </button>
    </>
  );
}
const location = () => screen.getByTestId('location').textContent;
const lastQuery = () => mockedUseLeads.mock.lastCall?.[0];
const defaultQuery = { status: null, search: '', sort: { key: 'date', desc: true }, page: 1 };

function renderList(url = '/admin/marketing/leads') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LeadsList />
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: StaffAuth },
  );
}

const leads = [
  makeLead(),
  makeLead({
    id: '2b1a0f4e-0000-4000-8000-000000000002',
    email: 'marc@pharmacie-centrale.fr',
    first_name: 'Marc',
    last_name: 'Lefèvre',
    company: null,
    phone: null,
    source: 'website',
    status: 'won',
    score: 90,
    notes: null,
    created_at: '2026-10-02T09:00:00.000Z',
    last_contact_date: '2026-11-01T10:30:00.000Z',
    next_action: 'Envoyer le contrat',
    next_action_date: '2026-12-01',
  }),
];

describe('LeadsList', { timeout: 30_000 }, () => {
  it('says « Chargement... » while loading', () => {
    mockedUseLeads.mockReturnValue({ data: undefined, isPending: true, error: null } as unknown as Result);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads & CRM' })).toBeInTheDocument();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
  });

  it('says « Aucun lead trouvé » when there is none, and when a load failed (silently)', () => {
    mockedUseLeads.mockReturnValue(loaded([]));
    const { unmount } = renderList();
    expect(screen.getByText('Aucun lead trouvé')).toBeInTheDocument();
    expect(screen.getByText('0 lead')).toBeInTheDocument();
    unmount();

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockedUseLeads.mockReturnValue({
      data: undefined,
      isPending: false,
      error: new Error('boom'),
    } as unknown as Result);
    renderList();
    expect(screen.getByText('Aucun lead trouvé')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows the spec columns (contact, company, French source, status, score bar, date) and the next action date', () => {
    mockedUseLeads.mockReturnValue(loaded(leads, 10_000));
    renderList();
    expect(mockedUseLeads).toHaveBeenLastCalledWith(defaultQuery);
    expect(screen.getByText(/^10\s000 leads$/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Liste des leads' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Contact', 'Société', 'Source', 'Statut', 'Score', 'Date', 'Prochaine action', 'Actions']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText('Hélène Dubois')).toBeInTheDocument();
    expect(first.getByText('helene.dubois@boulangerie-dubois.fr')).toBeInTheDocument();
    expect(first.getByText('01 23 45 67 89')).toBeInTheDocument();
    expect(first.getByText('Boulangerie Dubois')).toBeInTheDocument();
    expect(first.getByText('Événement')).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' })).toHaveTextContent('Nouveau');
    const meter = first.getByRole('meter', { name: 'Score du lead' });
    expect(meter).toHaveAttribute('aria-valuenow', '35');
    expect(meter.firstElementChild).toHaveStyle({ width: '35%' });
    expect(rows[0]).toHaveTextContent('20/11/2026');
    expect(first.getByRole('link', { name: 'Détails de Hélène Dubois' })).toHaveTextContent('Détails');

    const second = within(rows[1]);
    expect(second.getByText('-')).toBeInTheDocument();
    expect(second.getByText('Site Web')).toBeInTheDocument();
    expect(second.getByRole('combobox', { name: 'Statut du lead Marc Lefèvre' })).toHaveTextContent('Gagné');
    expect(second.getByRole('meter')).toHaveAttribute('aria-valuenow', '90');
    expect(second.getByText('01/12/2026')).toHaveAttribute('title', 'Envoyer le contrat');
    expect(screen.getByText('Page 1 sur 200')).toBeInTheDocument();
  });

  it('shows an unknown status as its raw value in an outline badge', () => {
    mockedUseLeads.mockReturnValue(loaded([makeLead({ status: 'rappel_prevu' })]));
    renderList();
    const badge = screen.getByText('rappel_prevu');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge.className).toContain('border-input');
  });

  it('asks the database for the search, sort and page of the URL', () => {
    mockedUseLeads.mockReturnValue(loaded(leads, 75));
    renderList('/admin/marketing/leads?filter=qualified&q=h%C3%A9l%C3%A8ne&sort=score&order=asc&page=2');
    expect(mockedUseLeads).toHaveBeenLastCalledWith({
      status: 'qualified',
      search: 'hélène',
      sort: { key: 'score', desc: false },
      page: 2,
    });
    expect(screen.getByRole('searchbox', { name: 'Rechercher un lead' })).toHaveValue('hélène');
    expect(screen.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
  });

  it('searches by the database once typing pauses, and keeps the filter', async () => {
    const user = userEvent.setup();
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=won');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un lead' }), 'helene');
    await waitFor(() => expect(location()).toBe('/admin/marketing/leads?filter=won&q=helene'));
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'won', search: 'helene' });
  });

  it('opens with ?filter=won applied and passes the status filter to the query', async () => {
    const user = userEvent.setup();
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=won');
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'won' });
    const filter = screen.getByRole('combobox', { name: 'Filtrer par statut' });
    expect(filter).toHaveTextContent('Gagné');

    await user.click(filter);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Tous les statuts',
      'Nouveau',
      'Contacté',
      'Qualifié',
      'Proposition envoyée',
      'Négociation',
      'Gagné',
      'Perdu',
    ]);
    await user.click(screen.getByRole('option', { name: 'Négociation' }));
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'negotiation' });
    expect(location()).toBe('/admin/marketing/leads?filter=negotiation');

    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut' }));
    await user.click(await screen.findByRole('option', { name: 'Tous les statuts' }));
    expect(lastQuery()).toEqual(defaultQuery);
    expect(location()).toBe('/admin/marketing/leads');

    // Back returns to the previous filter.
    await user.click(screen.getByRole('button', { name: 'Retour navigateur' }));
    expect(location()).toBe('/admin/marketing/leads?filter=negotiation');
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'negotiation' });
  });

  it('ignores an unknown ?filter value and an unknown sort', () => {
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=nimporte&sort=notes');
    expect(lastQuery()).toEqual(defaultQuery);
  });

  it('sorts from the header buttons: the best score first, then the next actions soonest first', async () => {
    const user = userEvent.setup();
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=won');
    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(location()).toBe('/admin/marketing/leads?filter=won&sort=score&order=desc');
    expect(screen.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Prochaine action' }));
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'won', sort: { key: 'next_action', desc: false } });
    for (const name of ['Source', 'Statut', 'Actions']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
    }
  });

  it('changes a status inline to any of the seven statuses', async () => {
    const user = userEvent.setup();
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList();
    await user.click(screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(7);
    await user.click(screen.getByRole('option', { name: 'Proposition envoyée' }));
    expect(updates.get(leads[0].id)).toHaveBeenCalledWith('proposal_sent');
    // The other rows never mounted a real select (nor a mutation): they show a look-alike trigger.
    expect(updates.has(leads[1].id)).toBe(false);
  });

  it('links each row to its lead page', async () => {
    const user = userEvent.setup();
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=won');
    await user.click(screen.getByRole('link', { name: 'Détails de Marc Lefèvre' }));
    expect(location()).toBe(`/admin/marketing/leads/${leads[1].id}`);
  });

  it('exports the leads of the view, with its progress', async () => {
    const user = userEvent.setup();
    mockedUseLeads.mockReturnValue(loaded(leads, 1_500));
    let progress: ((value: ExportProgress) => void) | undefined;
    let finish: ((blob: Blob) => void) | undefined;
    mockedExport.mockImplementation(
      (_filters, _sort, _signal, onProgress) =>
        new Promise<Blob>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const { downloadBlob } = await import('@/lib/csv-export');
    renderList('/admin/marketing/leads?filter=won&q=marc&sort=company&order=desc');
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(mockedExport).toHaveBeenCalledWith(
      { status: 'won', search: 'marc' },
      { key: 'company', desc: true },
      expect.any(AbortSignal),
      expect.any(Function),
    );
    expect(screen.getByText(/^Export :/)).toHaveTextContent('Export : 0 / …');
    act(() => progress!({ done: 1500, total: 1500 }));
    expect(screen.getByText(/^Export :/)).toHaveTextContent(/^Export : 1\s500 \/ 1\s500$/);
    const blob = new Blob(['x']);
    await act(async () => finish!(blob));
    expect(downloadBlob).toHaveBeenCalledWith(blob, 'leads-2026-11-25.csv');
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toHaveFocus();
  });
});
