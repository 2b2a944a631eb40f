import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateLead } from '../api/create-lead';
import { useLeads } from '../api/fetch-leads';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { LeadsList } from './leads-list';
import { makeLead } from './test-fixtures';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-leads', () => ({ useLeads: vi.fn() }));
vi.mock('../api/update-lead-status', () => ({ useUpdateLeadStatus: vi.fn() }));
vi.mock('../api/create-lead', () => ({ useCreateLead: vi.fn() }));
const mockedUseLeads = vi.mocked(useLeads);

type Result = ReturnType<typeof useLeads>;
const loaded = (rows: ReturnType<typeof makeLead>[], partial?: { total: number }) =>
  ({
    data: { rows, total: partial?.total ?? rows.length, complete: !partial },
    isPending: false,
    error: null,
  }) as unknown as Result;

const updates = new Map<string, ReturnType<typeof vi.fn>>();

// jsdom has no layout: give the scrolling region a height so the virtualiser renders a window of rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 640 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => {
  mockedUseLeads.mockReset();
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
  return <output data-testid="location">{`${current.pathname}${current.search}`}</output>;
}
const location = () => screen.getByTestId('location').textContent;

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
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList();
    expect(screen.getByText('2 leads')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Contact', 'Société', 'Source', 'Statut', 'Score', 'Date', 'Prochaine action', 'Actions']);

    const rows = screen.getAllByRole('row').slice(1);
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
  });

  it('shows an unknown status as its raw value in an outline badge', () => {
    mockedUseLeads.mockReturnValue(loaded([makeLead({ status: 'rappel_prevu' })]));
    renderList();
    const badge = screen.getByText('rappel_prevu');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge.className).toContain('border-input');
  });

  it("searches by e-mail, full name or company: 'helene' finds 'Hélène'", async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un lead' });

    await user.type(search, 'helene');
    expect(await screen.findByText('1 lead')).toBeInTheDocument();
    expect(screen.getByText('Hélène Dubois')).toBeInTheDocument();
    expect(screen.queryByText('Marc Lefèvre')).not.toBeInTheDocument();

    await user.clear(search);
    await user.paste('pharmacie-centrale');
    expect(await screen.findByText('Marc Lefèvre')).toBeInTheDocument();
    expect(screen.queryByText('Hélène Dubois')).not.toBeInTheDocument();

    await user.clear(search);
    await user.paste('BOULANGERIE dubois');
    expect(await screen.findByText('Hélène Dubois')).toBeInTheDocument();

    await user.clear(search);
    await user.paste('zzz');
    expect(await screen.findByText('Aucun lead trouvé')).toBeInTheDocument();
  });

  it('opens with ?filter=won applied and passes the status filter to the query', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=won');
    expect(mockedUseLeads).toHaveBeenLastCalledWith({ status: 'won' });
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
    expect(mockedUseLeads).toHaveBeenLastCalledWith({ status: 'negotiation' });
    expect(location()).toBe('/admin/marketing/leads?filter=negotiation');

    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut' }));
    await user.click(await screen.findByRole('option', { name: 'Tous les statuts' }));
    expect(mockedUseLeads).toHaveBeenLastCalledWith({ status: null });
    expect(location()).toBe('/admin/marketing/leads');
  });

  it('ignores an unknown ?filter value', () => {
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=nimporte');
    expect(mockedUseLeads).toHaveBeenLastCalledWith({ status: null });
  });

  it('changes a status inline to any of the seven statuses', async () => {
    const user = userEvent.setup({ delay: null });
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

  it('links each row to its lead page and shows the next action date', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseLeads.mockReturnValue(loaded(leads));
    renderList('/admin/marketing/leads?filter=won');
    const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes('Marc Lefèvre'));
    expect(row).toBeDefined();
    expect(within(row!).getByText('01/12/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Détails de Marc Lefèvre' }));
    expect(location()).toBe(`/admin/marketing/leads/${leads[1].id}`);
  });

  it('shows the first rows with the server count while the whole list loads', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseLeads.mockReturnValue(loaded(leads, { total: 10_000 }));
    renderList();
    expect(screen.getByText('10 000 leads')).toBeInTheDocument();
    expect(screen.getByText('Chargement de tous les leads...')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(2);
    // A search over part of the list would give a wrong count: none is shown until the list is whole.
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un lead' }), 'marc');
    await waitFor(() => expect(screen.queryByText(/\d leads?$/)).not.toBeInTheDocument());
    expect(screen.getByText('Marc Lefèvre')).toBeInTheDocument();
  });

  it('renders only a window of rows for 10 000 leads, with the full size announced', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeLead({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email: `lead${i}@exemple.fr` }),
    );
    mockedUseLeads.mockReturnValue(loaded(many));
    renderList();
    expect(screen.getByText('10 000 leads')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    const dataRows = screen.getAllByRole('row').slice(1);
    expect(dataRows.length).toBeGreaterThan(5);
    expect(dataRows.length).toBeLessThan(40);
    expect(dataRows[0]).toHaveAttribute('aria-rowindex', '2');
  });
});
