import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportProgress } from '@/lib/paged-export';
import { exportOrdersCsv } from '../api/export-orders';
import { useOrders } from '../api/fetch-orders';
import { OrdersList } from './orders-list';
import { makeOrder } from './test-fixtures';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-orders', () => ({ useOrders: vi.fn(), ORDERS_PAGE_SIZE: 50 }));
vi.mock('../api/export-orders', () => ({
  exportOrdersCsv: vi.fn(),
  ordersCsvFileName: () => 'commandes-2026-11-25.csv',
}));
vi.mock('@/lib/csv-export', () => ({ downloadBlob: vi.fn() }));
const mockedUseOrders = vi.mocked(useOrders);
const mockedExport = vi.mocked(exportOrdersCsv);

type Result = ReturnType<typeof useOrders>;
const loaded = (rows: ReturnType<typeof makeOrder>[], total = rows.length) =>
  ({ data: { rows, total }, isPending: false, isPlaceholderData: false, error: null }) as unknown as Result;

beforeEach(() => {
  mockedUseOrders.mockReset();
  mockedExport.mockReset();
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

function renderList(url = '/admin/orders') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <OrdersList />
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: StaffAuth },
  );
}

const lastQuery = () => mockedUseOrders.mock.lastCall?.[0];
const defaultQuery = {
  status: null,
  paymentStatus: null,
  search: '',
  sort: { key: 'date', desc: true },
  page: 1,
};

const orders = [
  makeOrder(),
  makeOrder({
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    order_number: 'CMD-2026-0002',
    customer_first_name: 'Claire',
    customer_last_name: 'Martin',
    customer_email: 'claire@pharmacie-centrale.fr',
    customer_company: null,
    total_amount: 89,
    status: 'shipped',
    payment_status: 'paid',
  }),
];

// Component tests render Radix portals and toasts: allow for a slow CI machine.
describe('OrdersList', { timeout: 30_000 }, () => {
  it('says « Chargement... » while loading, without a count', () => {
    mockedUseOrders.mockReturnValue({ data: undefined, isPending: true, error: null } as unknown as Result);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.queryByText(/commande\(s\)$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
  });

  it('says « Aucune commande trouvée » when there is none, and when a load failed (silently)', () => {
    mockedUseOrders.mockReturnValue(loaded([]));
    const { unmount } = renderList();
    expect(screen.getByText('Aucune commande trouvée')).toBeInTheDocument();
    expect(screen.getByText('(0) commande(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
    unmount();

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockedUseOrders.mockReturnValue({
      data: undefined,
      isPending: false,
      error: new Error('boom'),
    } as unknown as Result);
    renderList();
    expect(screen.getByText('Aucune commande trouvée')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows one row per order with the spec columns, and the count of every matching order', () => {
    mockedUseOrders.mockReturnValue(loaded(orders, 12_345));
    renderList();
    expect(mockedUseOrders).toHaveBeenLastCalledWith(defaultQuery);
    expect(screen.getByText(/^\(12\s345\) commande\(s\)$/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Liste des commandes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Numéro', 'Client', 'Société', 'Montant', 'Statut', 'Paiement', 'Date', 'Actions']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText('CMD-2026-0001')).toBeInTheDocument();
    expect(first.getByText('Jérôme Dupont')).toBeInTheDocument();
    expect(first.getByText('jerome.dupont@exemple.fr')).toBeInTheDocument();
    expect(first.getByText('Brasserie du Port')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/1\s234,50\s€/);
    expect(rows[0]).toHaveTextContent('En attente');
    expect(rows[0]).toHaveTextContent('20/11/2026');
    expect(first.getByRole('link', { name: 'Voir la commande CMD-2026-0001' })).toHaveAttribute(
      'href',
      '/admin/orders/3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b',
    );
    const second = within(rows[1]);
    expect(second.getByText('-')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Expédiée');
    expect(rows[1]).toHaveTextContent('Payée');
    expect(screen.getByRole('link', { name: 'Nouvelle commande' })).toHaveAttribute('href', '/admin/orders/new');
    expect(screen.getByText('Page 1 sur 247')).toBeInTheDocument();
  });

  it('asks the database for the view in the URL: filters, search, sort and page', () => {
    mockedUseOrders.mockReturnValue(loaded(orders, 120));
    renderList('/admin/orders?status=shipped&payment=paid&q=j%C3%A9r%C3%B4me&sort=amount&order=asc&page=2');
    expect(mockedUseOrders).toHaveBeenLastCalledWith({
      status: 'shipped',
      paymentStatus: 'paid',
      search: 'jérôme',
      sort: { key: 'amount', desc: false },
      page: 2,
    });
    expect(screen.getByRole('searchbox', { name: 'Rechercher une commande' })).toHaveValue('jérôme');
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut de commande' })).toHaveTextContent('Expédiée');
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut de paiement' })).toHaveTextContent('Payée');
    expect(screen.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
  });

  it('falls back to the default view for values of the URL it does not know', () => {
    mockedUseOrders.mockReturnValue(loaded(orders));
    renderList('/admin/orders?status=lost&payment=maybe&sort=password&order=up&page=-3');
    expect(mockedUseOrders).toHaveBeenLastCalledWith(defaultQuery);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches by the database once typing pauses, from page 1: one step Back returns from, not one per word', async () => {
    const user = userEvent.setup();
    mockedUseOrders.mockReturnValue(loaded(orders, 120));
    renderList('/admin/orders?page=3');
    const box = screen.getByRole('searchbox', { name: 'Rechercher une commande' });
    await user.type(box, 'lefevre');
    // Rendering can start before the navigation commits: wait for the address, then check the query.
    await waitFor(() => expect(location()).toBe('/admin/orders?q=lefevre'));
    expect(lastQuery()).toEqual({ ...defaultQuery, search: 'lefevre' });
    await user.type(box, ' jer');
    await waitFor(() => expect(location()).toBe('/admin/orders?q=lefevre+jer'));
    expect(lastQuery()).toEqual({ ...defaultQuery, search: 'lefevre jer' });

    await user.click(screen.getByRole('button', { name: 'Retour navigateur' }));
    expect(location()).toBe('/admin/orders?page=3');
    expect(lastQuery()).toEqual({ ...defaultQuery, page: 3 });
    expect(box).toHaveValue('');
  });

  it('filters by status and payment, each change a step Back returns from', async () => {
    const user = userEvent.setup();
    mockedUseOrders.mockReturnValue(loaded(orders));
    renderList();

    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut de commande' }));
    expect(screen.getByRole('option', { name: 'Tous les statuts' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Expédiée' }));
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'shipped' });

    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut de paiement' }));
    expect(screen.getByRole('option', { name: 'Tous les paiements' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Échouée' }));
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'shipped', paymentStatus: 'failed' });
    expect(location()).toBe('/admin/orders?status=shipped&payment=failed');

    await user.click(screen.getByRole('button', { name: 'Retour navigateur' }));
    expect(location()).toBe('/admin/orders?status=shipped');
    expect(lastQuery()).toEqual({ ...defaultQuery, status: 'shipped' });
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut de paiement' })).toHaveTextContent(
      'Tous les paiements',
    );
  });

  it('sorts by a column from its header button, with the keyboard too, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    mockedUseOrders.mockReturnValue(loaded(orders, 120));
    renderList('/admin/orders?page=2');

    await user.click(screen.getByRole('button', { name: 'Montant' }));
    // The largest first on the first click; back to page 1.
    expect(location()).toBe('/admin/orders?sort=amount&order=desc');
    expect(lastQuery()).toEqual({ ...defaultQuery, sort: { key: 'amount', desc: true } });
    expect(screen.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Montant' }));
    expect(lastQuery()?.sort).toEqual({ key: 'amount', desc: false });
    expect(screen.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'ascending');

    screen.getByRole('button', { name: 'Client' }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/admin/orders?sort=customer&order=asc');
    expect(screen.getByRole('columnheader', { name: 'Montant' })).not.toHaveAttribute('aria-sort');

    // The newest first again is the default view: the URL says nothing.
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(location()).toBe('/admin/orders');
    // Status and payment are filters, not sorts.
    expect(within(screen.getByRole('columnheader', { name: 'Statut' })).queryByRole('button')).toBeNull();
  });

  it('pages with the pager, and Back returns to the previous page', async () => {
    const user = userEvent.setup();
    mockedUseOrders.mockReturnValue(loaded(orders, 120));
    renderList('/admin/orders?q=martin');
    await user.click(screen.getByRole('button', { name: /Suivante/ }));
    expect(location()).toBe('/admin/orders?q=martin&page=2');
    expect(lastQuery()).toEqual({ ...defaultQuery, search: 'martin', page: 2 });
    await user.click(screen.getByRole('button', { name: 'Retour navigateur' }));
    expect(lastQuery()).toEqual({ ...defaultQuery, search: 'martin', page: 1 });
  });

  it('goes to the last page when the URL names a page beyond it', async () => {
    mockedUseOrders.mockReturnValue(loaded([], 120));
    renderList('/admin/orders?status=pending&page=40');
    await waitFor(() => expect(location()).toBe('/admin/orders?status=pending&page=3'));
  });

  it('exports the view on screen, every matching order, with its progress and a cancel', async () => {
    const user = userEvent.setup();
    mockedUseOrders.mockReturnValue(loaded(orders, 2_345));
    let progress: ((value: ExportProgress) => void) | undefined;
    let signal: AbortSignal | undefined;
    mockedExport.mockImplementation((_filters, _sort, abort, onProgress) => {
      signal = abort;
      progress = onProgress;
      return new Promise((_resolve, reject) =>
        abort.addEventListener('abort', () => reject(new DOMException('Export annulé', 'AbortError'))),
      );
    });
    renderList('/admin/orders?status=shipped&q=claire&sort=amount&order=asc&page=2');

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(mockedExport).toHaveBeenCalledWith(
      { status: 'shipped', paymentStatus: null, search: 'claire' },
      { key: 'amount', desc: false },
      expect.any(AbortSignal),
      expect.any(Function),
    );
    act(() => progress!({ done: 1000, total: 2345 }));
    expect(screen.getByText(/^Export :/)).toHaveTextContent(/^Export : 1\s000 \/ 2\s345$/);
    expect(screen.getByText(/^Export :/)).toHaveAttribute('role', 'status');
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    expect(signal!.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
    expect(screen.queryByText(/^Export :/)).not.toBeInTheDocument();
  });
});
