import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { StaffRole } from '@/config/permissions';
import type { Tables } from '@/lib/db';
import { downloadBlob } from '@/lib/csv-export';
import { StaffAuth } from '../../../../tests/support/auth';
import { planInstallation, recordEndOfLease, signInstallationReport, updateSerialNumber } from '../api/contract-writes';
import { downloadInstallationReport } from '../api/download-report';
import { useContract, type ContractDetail } from '../api/fetch-contract';
import { ContractDetailScreen } from './contract-detail-screen';

vi.mock('../api/fetch-contract', () => ({ useContract: vi.fn() }));
vi.mock('../api/contract-writes', () => ({
  updateSerialNumber: vi.fn(),
  planInstallation: vi.fn(),
  signInstallationReport: vi.fn(),
  recordEndOfLease: vi.fn(),
}));
vi.mock('@/domain/service/technicians', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/service/technicians')>()),
  useTechnicians: () => ({
    data: [{ id: 'b3f1c2a4-0000-4000-8000-00000000000b', full_name: 'Nicolas Perrin' }],
    isPending: false,
    isLoading: false,
  }),
}));
vi.mock('../api/download-report', () => ({ downloadInstallationReport: vi.fn() }));
vi.mock('@/lib/csv-export', () => ({ downloadBlob: vi.fn() }));
const mockedUseContract = vi.mocked(useContract);
type Result = ReturnType<typeof useContract>;

const CONTRACT_ID = 'c0ffee00-0000-4000-8000-000000000001';
const TECHNICIAN_ID = 'b3f1c2a4-0000-4000-8000-00000000000b';

function makeContract(overrides: Partial<Tables<'contracts'>> = {}): Tables<'contracts'> {
  return {
    id: CONTRACT_ID,
    contract_number: 'CTR-2026-00001',
    order_id: '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b',
    offer_id: null,
    customer_company: 'Optique l’Œil Vif',
    customer_first_name: 'Inès',
    customer_last_name: 'Roussel',
    customer_email: 'ines@exemple.fr',
    customer_phone: '06 12 34 56 78',
    owner_id: null,
    service_level: 'premium',
    duration_months: 36,
    monthly_rent_ht: 1234.5,
    purchase_value_ht: 40000,
    status: 'pending_installation',
    confirmed_at: '2026-11-20T14:05:00.000Z',
    installation_planned_on: null,
    installation_technician_id: null,
    installation_window_ok: null,
    start_date: null,
    end_date: null,
    installation_signed_name: null,
    installation_signed_at: null,
    installation_report_path: null,
    installation_report_sha256: null,
    end_of_lease_outcome: null,
    end_of_lease_recorded_at: null,
    renewal_offer_id: null,
    residual_value_ht: null,
    created_at: '2026-11-20T14:05:00.000Z',
    updated_at: '2026-11-20T14:05:00.000Z',
    ...overrides,
  } as Tables<'contracts'>;
}

const item = (n: number, serial: string | null, name = 'Mur LED'): Tables<'contract_items'> => ({
  id: `1e000000-0000-4000-8000-00000000000${n}`,
  contract_id: CONTRACT_ID,
  position: n - 1,
  product_id: null,
  product_name: name,
  product_brand: name === 'Mur LED' ? 'Absen' : null,
  serial_number: serial,
  created_at: '2026-11-20T14:05:00.000Z',
});

function detail(
  contract: Partial<Tables<'contracts'>> = {},
  serials: (string | null)[] = [null, null],
): ContractDetail {
  return {
    contract: makeContract(contract),
    items: serials.map((serial, index) => item(index + 1, serial, index === 0 ? 'Mur LED' : 'Totem 55"')),
    order: { id: '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b', order_number: 'CMD-2026-0001' },
    renewalOffer: null,
    incidents: [],
    visits: [],
  };
}

const planned = {
  installation_planned_on: '2026-12-03',
  installation_technician_id: TECHNICIAN_ID,
  installation_window_ok: true,
};

function renderScreen(data: ContractDetail, roles: StaffRole[] = ['commercial']) {
  mockedUseContract.mockReturnValue({ data, error: null, isPending: false } as unknown as Result);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin/contracts/${CONTRACT_ID}`]}>
        <Routes>
          <Route path="/admin/contracts/:id" element={<ContractDetailScreen id={CONTRACT_ID} />} />
          <Route path="/admin/contracts" element={<p>Liste des contrats</p>} />
          <Route path="/admin/offers/:id" element={<p>Devis de renouvellement ouvert</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
    { wrapper: ({ children }) => <StaffAuth roles={roles}>{children}</StaffAuth> },
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(updateSerialNumber).mockReset();
  vi.mocked(planInstallation).mockReset();
  vi.mocked(signInstallationReport).mockReset();
  vi.mocked(recordEndOfLease).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const signButton = () => screen.getByRole('button', { name: 'Signer le procès-verbal' });
const signerField = () => screen.getByRole('textbox', { name: /Nom et prénom du signataire/ });

describe('ContractDetailScreen', { timeout: 30_000 }, () => {
  it('a new contract: customer, conditions, units to number, installation to plan, the report not yet signable', () => {
    renderScreen(detail());
    expect(screen.getByRole('heading', { level: 1, name: 'Contrat CTR-2026-00001' })).toBeInTheDocument();
    expect(screen.getByText('En attente d’installation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commande CMD-2026-0001' })).toHaveAttribute(
      'href',
      '/admin/orders/3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b',
    );
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByTestId('contract-monthly-rent')).toHaveTextContent(/^1\s234,50\s€$/);
    expect(
      screen.getByRole('textbox', { name: 'Numéro de série de l’équipement 1 (Mur LED (Absen))' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro de série de l’équipement 2 (Totem 55")' })).toBeInTheDocument();
    expect(screen.getByTestId('missing-serials')).toHaveTextContent('2 numéros de série restent à saisir');
    expect(screen.getByTestId('installation-summary')).toHaveTextContent('Non planifiée');
    expect(screen.getByRole('button', { name: 'Planifier l’installation' })).toBeInTheDocument();
    expect(screen.getByText('Planifiez l’installation avant de faire signer le procès-verbal.')).toBeInTheDocument();
    expect(signButton()).toBeDisabled();
    // Not started: no end-of-lease block yet.
    expect(screen.queryByRole('heading', { name: 'Fin de contrat' })).not.toBeInTheDocument();
  });

  it('warns in French when the planned day is outside the promised window', () => {
    renderScreen(detail({ ...planned, installation_window_ok: false }));
    expect(screen.getByTestId('installation-window-warning')).toHaveTextContent(
      'Date hors du délai promis de 7 à 15 jours ouvrés.',
    );
    expect(screen.getByTestId('installation-summary')).toHaveTextContent('03/12/2026');
    expect(screen.getByTestId('installation-summary')).toHaveTextContent('Nicolas Perrin');
  });

  it('plans the installation: a day and a technician are required, then the promised window shows', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(planInstallation).mockResolvedValue({ window_ok: false, earliest: '2026-12-01', latest: '2026-12-11' });
    renderScreen(detail());
    await user.click(screen.getByRole('button', { name: 'Planifier l’installation' }));
    expect(await screen.findByText('Choisissez la date d’installation.')).toBeInTheDocument();
    expect(screen.getByText('Choisissez le technicien.')).toBeInTheDocument();
    expect(planInstallation).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Date d’installation/), '2026-12-20');
    await user.selectOptions(screen.getByRole('combobox', { name: /Technicien/ }), 'Nicolas Perrin');
    await user.click(screen.getByRole('button', { name: 'Planifier l’installation' }));
    await waitFor(() =>
      expect(planInstallation).toHaveBeenCalledWith(CONTRACT_ID, {
        planned_on: '2026-12-20',
        technician_id: TECHNICIAN_ID,
      }),
    );
    expect(await screen.findByText('Installation planifiée.')).toBeInTheDocument();
  });

  it('checks a serial number before saving it, and shows the database’s refusal at the field', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(updateSerialNumber).mockRejectedValueOnce({
      code: '23505',
      message: 'duplicate key value violates unique constraint "contract_items_serial_number_key"',
    });
    renderScreen(detail({}, [null, null]));
    const field = screen.getByRole('textbox', { name: /équipement 1/ });
    await user.type(field, 'é!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le numéro de série de l’équipement 1' }));
    expect(
      await screen.findByText(
        'De 3 à 40 caractères : lettres sans accents, chiffres, point, tiret, barre oblique ou souligné.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(updateSerialNumber).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, ' ABS-0001 ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le numéro de série de l’équipement 1' }));
    await waitFor(() => expect(updateSerialNumber).toHaveBeenCalledWith(item(1, null).id, 'ABS-0001'));
    expect(await screen.findByText('Ce numéro de série est déjà attribué à un autre équipement.')).toBeInTheDocument();
  });

  it('the report form asks for every serial number first', () => {
    renderScreen(detail(planned, ['ABS-0001', null]));
    expect(
      screen.getByText('Saisissez le numéro de série de chaque équipement avant de faire signer le procès-verbal.'),
    ).toBeInTheDocument();
    expect(signerField()).toBeDisabled();
    expect(signButton()).toBeDisabled();
  });

  it('the report form: a name is required, the typed name is sent tidied, the function’s refusal is shown', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(signInstallationReport)
      .mockRejectedValueOnce(new Error('Le procès-verbal de ce contrat est déjà signé.'))
      .mockResolvedValueOnce({ report_path: 'x.pdf', report_sha256: 'a'.repeat(64) });
    renderScreen(detail(planned, ['ABS-0001', 'TOT-0002']));
    await user.click(signButton());
    expect(await screen.findByText('Indiquez le nom et le prénom du signataire.')).toBeInTheDocument();
    expect(signerField()).toHaveAttribute('aria-invalid', 'true');
    expect(signInstallationReport).not.toHaveBeenCalled();

    await user.type(signerField(), '  Inès   Roussel ');
    await user.click(signButton());
    await waitFor(() => expect(signInstallationReport).toHaveBeenCalledWith(CONTRACT_ID, 'Inès Roussel'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le procès-verbal de ce contrat est déjà signé.');

    await user.click(signButton());
    expect(await screen.findByText('Procès-verbal signé : le contrat est actif.')).toBeInTheDocument();
  });

  it('an active contract: the signed report to download, the dates; serial numbers read-only; incidents link to their screen', async () => {
    const user = userEvent.setup({ delay: null });
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    vi.mocked(downloadInstallationReport).mockResolvedValue(pdf);
    const data = detail(
      {
        ...planned,
        status: 'active',
        start_date: '2026-12-03',
        end_date: '2029-12-03',
        installation_signed_name: 'Inès Roussel',
        installation_signed_at: '2026-12-03T15:30:00.000Z',
        installation_report_path: `${CONTRACT_ID}/PV-CTR-2026-00001-abc.pdf`,
        installation_report_sha256: 'f'.repeat(64),
      },
      ['ABS-0001', 'TOT-0002'],
    );
    data.incidents = [
      {
        id: 'a1000000-0000-4000-8000-000000000001',
        incident_number: 'INC-2026-00004',
        type: 'panne',
        status: 'planned',
        reported_at: '2026-12-10T09:00:00.000Z',
        deadline_at: '2026-12-10T13:00:00.000Z',
        contract_item_id: item(1, null).id,
      },
    ];
    renderScreen(data);
    expect(screen.getByText('Actif')).toBeInTheDocument();
    expect(screen.getByTestId('signed-report')).toHaveTextContent('Procès-verbal signé par Inès Roussel');
    await user.click(screen.getByRole('button', { name: 'Télécharger le procès-verbal signé' }));
    expect(downloadInstallationReport).toHaveBeenCalledWith(`${CONTRACT_ID}/PV-CTR-2026-00001-abc.pdf`);
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(pdf, 'PV-CTR-2026-00001.pdf'));
    expect(screen.getByTestId('contract-dates')).toHaveTextContent('03/12/2026');
    expect(screen.getByTestId('contract-dates')).toHaveTextContent('03/12/2029');
    expect(screen.queryByRole('textbox', { name: /Numéro de série/ })).not.toBeInTheDocument();
    expect(screen.getByText('ABS-0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signer le procès-verbal' })).not.toBeInTheDocument();
    const incident = screen.getByRole('link', { name: 'INC-2026-00004' });
    expect(incident).toHaveAttribute('href', '/admin/incidents/a1000000-0000-4000-8000-000000000001');
    const row = incident.closest('li') as HTMLElement;
    expect(within(row).getByText('Panne')).toBeInTheDocument();
    expect(within(row).getByText('Planifié')).toBeInTheDocument();
  });

  it('records the end of lease: a buy-out checks its value, a renewal opens the new offer', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(recordEndOfLease).mockResolvedValue('0ff00000-0000-4000-8000-000000000009');
    renderScreen(
      detail({ ...planned, status: 'active', start_date: '2026-12-03', end_date: '2029-12-03' }, ['A-001', 'B-002']),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’issue' }));
    expect(await screen.findByText('Choisissez l’issue du contrat.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Racheté/ }));
    await user.type(screen.getByRole('textbox', { name: 'Valeur résiduelle HT (€)' }), '12,345');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’issue' }));
    expect(
      await screen.findByText('Indiquez un montant positif en euros, avec deux décimales au plus.'),
    ).toBeInTheDocument();
    expect(recordEndOfLease).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /Renouvelé/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’issue' }));
    await waitFor(() =>
      expect(recordEndOfLease).toHaveBeenCalledWith(CONTRACT_ID, { outcome: 'renewed', residual_value_ht: undefined }),
    );
    expect(await screen.findByText('Devis de renouvellement ouvert')).toBeInTheDocument();
  });

  it('« Ouvrir un incident » on the contract, for those who work on incidents only', () => {
    const active = { ...planned, status: 'active', start_date: '2026-12-03', end_date: '2029-12-03' } as const;
    const { unmount } = renderScreen(detail(active, ['A-001', 'B-002']), ['technicien']);
    expect(screen.getByRole('link', { name: 'Ouvrir un incident' })).toHaveAttribute(
      'href',
      `/admin/incidents/new?contract=${CONTRACT_ID}`,
    );
    unmount();
    renderScreen(detail(active, ['A-001', 'B-002']), ['commercial']);
    expect(screen.getByRole('heading', { name: 'Incidents' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ouvrir un incident' })).not.toBeInTheDocument();
  });

  it('a reader sees the contract without any form', () => {
    renderScreen(
      detail({ ...planned, status: 'active', start_date: '2026-12-03', end_date: '2029-12-03' }, ['A-001', 'B-002']),
      ['viewer'],
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer l’issue' })).not.toBeInTheDocument();
    expect(screen.getByText('L’issue de fin de contrat n’est pas encore enregistrée.')).toBeInTheDocument();
  });

  it('says « Impossible de charger le contrat. » and goes back to the list when loading fails', async () => {
    mockedUseContract.mockReturnValue({ data: undefined, error: new Error('introuvable') } as unknown as Result);
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/admin/contracts/${CONTRACT_ID}`]}>
          <Routes>
            <Route path="/admin/contracts/:id" element={<ContractDetailScreen id={CONTRACT_ID} />} />
            <Route path="/admin/contracts" element={<p>Liste des contrats</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
      { wrapper: StaffAuth },
    );
    expect(await screen.findByText('Impossible de charger le contrat.')).toBeInTheDocument();
    expect(await screen.findByText('Liste des contrats')).toBeInTheDocument();
  });
});
