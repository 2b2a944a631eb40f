import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrders } from '../api/fetch-orders';
import { OrdersList } from './orders-list';
import { makeOrder } from './test-fixtures';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-orders', () => ({ useOrders: vi.fn() }));
const mockedUseOrders = vi.mocked(useOrders);

type Result = ReturnType<typeof useOrders>;
const loaded = (rows: ReturnType<typeof makeOrder>[], partial?: { total: number }) =>
  ({
    data: { rows, complete: !partial, total: partial?.total ?? rows.length },
    isPending: false,
    error: null,
  }) as unknown as Result;

// jsdom has no layout: give the scrolling region a height so the virtualiser renders a window of rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 640 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => mockedUseOrders.mockReset());

function renderList() {
  return render(
    <MemoryRouter>
      <OrdersList />
    </MemoryRouter>,
    { wrapper: StaffAuth },
  );
}

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
  it('says « Chargement... » while loading', () => {
    mockedUseOrders.mockReturnValue({ data: undefined, isPending: true, error: null } as unknown as Result);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.queryByText(/commande\(s\)/)).not.toBeInTheDocument();
  });

  it('says « Aucune commande trouvée » when there is none, and when a load failed (silently)', () => {
    mockedUseOrders.mockReturnValue(loaded([]));
    const { unmount } = renderList();
    expect(screen.getByText('Aucune commande trouvée')).toBeInTheDocument();
    expect(screen.getByText('(0) commande(s)')).toBeInTheDocument();
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
    consoleError.mockRestore();
  });

  it('shows one row per order with the spec columns', () => {
    mockedUseOrders.mockReturnValue(loaded(orders));
    renderList();
    expect(screen.getByText('(2) commande(s)')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Numéro', 'Client', 'Société', 'Montant', 'Statut', 'Paiement', 'Date', 'Actions']);

    const rows = screen.getAllByRole('row').slice(1);
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
  });

  it('renders only a window of rows for 10 000 orders, with the full size announced', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeOrder({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        order_number: `CMD-${String(i).padStart(6, '0')}`,
      }),
    );
    mockedUseOrders.mockReturnValue(loaded(many));
    renderList();
    expect(screen.getByText('(10000) commande(s)')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    const dataRows = screen.getAllByRole('row').slice(1);
    expect(dataRows.length).toBeGreaterThan(5);
    expect(dataRows.length).toBeLessThan(60);
    expect(dataRows[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('shows the first rows and the server count while the whole list is still arriving', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseOrders.mockReturnValue(loaded(orders, { total: 10_000 }));
    renderList();
    expect(screen.getByText('(10000) commande(s)')).toBeInTheDocument();
    expect(screen.getByText('Chargement de toutes les commandes...')).toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(2);
    // A search over a partial list would give a wrong count: none is shown until the list is whole.
    await user.type(screen.getByPlaceholderText('Rechercher par numéro, email ou nom...'), 'claire');
    await waitFor(() => expect(screen.queryByText(/commande\(s\)/)).not.toBeInTheDocument());
    expect(screen.getByText('Claire Martin')).toBeInTheDocument();
  });

  it('searches by number, e-mail or name without accents', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseOrders.mockReturnValue(loaded(orders));
    renderList();
    const search = screen.getByPlaceholderText('Rechercher par numéro, email ou nom...');

    await user.type(search, 'jerome');
    expect(await screen.findByText('(1) commande(s)')).toBeInTheDocument();
    expect(screen.getByText('Jérôme Dupont')).toBeInTheDocument();
    expect(screen.queryByText('Claire Martin')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'PHARMACIE');
    expect(await screen.findByText('Claire Martin')).toBeInTheDocument();
    expect(screen.queryByText('Jérôme Dupont')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'cmd-2026-0001');
    expect(await screen.findByText('Jérôme Dupont')).toBeInTheDocument();
    expect(screen.getByText('(1) commande(s)')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('Aucune commande trouvée')).toBeInTheDocument();
  });

  it('passes the status and payment filters to the query', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseOrders.mockReturnValue(loaded(orders));
    renderList();
    expect(mockedUseOrders).toHaveBeenLastCalledWith({ status: null, paymentStatus: null });

    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut de commande' }));
    expect(screen.getByRole('option', { name: 'Tous les statuts' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Expédiée' }));
    expect(mockedUseOrders).toHaveBeenLastCalledWith({ status: 'shipped', paymentStatus: null });

    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut de paiement' }));
    expect(screen.getByRole('option', { name: 'Tous les paiements' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Échouée' }));
    expect(mockedUseOrders).toHaveBeenLastCalledWith({ status: 'shipped', paymentStatus: 'failed' });

    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut de commande' }));
    await user.click(screen.getByRole('option', { name: 'Tous les statuts' }));
    expect(mockedUseOrders).toHaveBeenLastCalledWith({ status: null, paymentStatus: 'failed' });
  });
});
