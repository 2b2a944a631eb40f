import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '@/lib/csv-export';
import { StaffAuth } from '../../../../tests/support/auth';
import { exportContractsCsv } from '../api/export-contracts';
import { useContracts, type ContractListRow } from '../api/fetch-contracts';
import { ContractsList } from './contracts-list';

vi.mock('../api/fetch-contracts', () => ({ useContracts: vi.fn(), CONTRACTS_PAGE_SIZE: 50 }));
vi.mock('../api/export-contracts', () => ({
  exportContractsCsv: vi.fn(),
  contractsCsvFileName: () => 'contrats-2026-11-26.csv',
}));
vi.mock('@/lib/csv-export', () => ({ downloadBlob: vi.fn() }));
const mocked = vi.mocked(useContracts);
type Result = ReturnType<typeof useContracts>;

const row = (over: Partial<ContractListRow>): ContractListRow => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  contract_number: 'CTR-2026-00001',
  customer_first_name: 'Inès',
  customer_last_name: 'Roussel',
  customer_email: 'ines@exemple.fr',
  customer_company: 'Optique l’Œil Vif',
  service_level: 'premium',
  duration_months: 36,
  monthly_rent_ht: 1234.5,
  status: 'pending_installation',
  start_date: null,
  end_date: null,
  installation_planned_on: '2026-12-03',
  created_at: '2026-11-20T14:05:00.000Z',
  ...over,
});
const loaded = (rows: ContractListRow[], total = rows.length) =>
  ({
    data: { rows, total },
    isPending: false,
    isPlaceholderData: false,
    error: null,
  }) as unknown as Result;

function Location() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <StaffAuth roles={['commercial']}>
        <ContractsList />
      </StaffAuth>
      <Location />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(exportContractsCsv).mockReset();
});

describe('ContractsList', { timeout: 30_000 }, () => {
  it('lists contracts with their French status, rent, period and a link to each', () => {
    mocked.mockReturnValue(
      loaded([
        row({}),
        row({
          id: 'c0ffee00-0000-4000-8000-000000000002',
          contract_number: 'CTR-2026-00002',
          status: 'active',
          service_level: 'standard',
          start_date: '2026-12-03',
          end_date: '2029-12-03',
        }),
      ]),
    );
    renderAt('/admin/contracts');
    expect(screen.getByRole('heading', { level: 1, name: 'Contrats' })).toBeInTheDocument();
    expect(screen.getByText('(2) contrat(s)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Liste des contrats' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('En attente d’installation')).toBeInTheDocument();
    expect(within(first!).getByText('Installation le 03/12/2026')).toBeInTheDocument();
    expect(within(first!).getByText(/^1\s234,50\s€\/mois$/)).toBeInTheDocument();
    expect(within(first!).getByText('36 mois · Premium')).toBeInTheDocument();
    expect(within(second!).getByText('Actif')).toBeInTheDocument();
    expect(within(second!).getByText('03/12/2026 → 03/12/2029')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le contrat CTR-2026-00002' })).toHaveAttribute(
      'href',
      '/admin/contracts/c0ffee00-0000-4000-8000-000000000002',
    );
  });

  it('asks the database for the URL’s status, search, sort and page; drops an unknown status', () => {
    mocked.mockReturnValue(loaded([row({})], 120));
    const { unmount } = renderAt('/admin/contracts?status=active&q=roussel&sort=end&page=2');
    expect(mocked).toHaveBeenLastCalledWith({
      status: 'active',
      search: 'roussel',
      sort: { key: 'end', desc: false },
      page: 2,
    });
    unmount();
    mocked.mockReturnValue(loaded([]));
    renderAt('/admin/contracts?status=signed');
    expect(mocked).toHaveBeenLastCalledWith(expect.objectContaining({ status: null }));
    expect(screen.getByText('Aucun contrat trouvé')).toBeInTheDocument();
  });

  it('exports the view on screen as « contrats-….csv »', async () => {
    const user = userEvent.setup({ delay: null });
    mocked.mockReturnValue(loaded([row({})]));
    const blob = new Blob(['x']);
    vi.mocked(exportContractsCsv).mockResolvedValue(blob);
    renderAt('/admin/contracts?status=pending_installation&q=optique');
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() =>
      expect(exportContractsCsv).toHaveBeenCalledWith(
        { status: 'pending_installation', search: 'optique' },
        { key: 'date', desc: true },
        expect.any(AbortSignal),
        expect.any(Function),
      ),
    );
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(blob, 'contrats-2026-11-26.csv'));
  });
});
