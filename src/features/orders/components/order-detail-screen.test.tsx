import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { Tables } from '@/lib/db';
import { useOrder, type OrderDetail } from '../api/fetch-order';
import { updateOrder } from '../api/update-order';
import { OrderDetailScreen } from './order-detail-screen';
import { makeOrder } from './test-fixtures';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-order', () => ({ useOrder: vi.fn() }));
vi.mock('../api/update-order', () => ({ updateOrder: vi.fn() }));
vi.mock('../api/fetch-order-history', () => ({
  useOrderHistory: () => ({ data: [], isPending: false, error: null }),
}));
const mockedUseOrder = vi.mocked(useOrder);
const mockedUpdateOrder = vi.mocked(updateOrder);
type Result = ReturnType<typeof useOrder>;

const order = makeOrder({ notes: 'Livraison par la cour arrière.\nAppeler la veille.' });
const detail: OrderDetail = {
  order,
  items: [
    {
      id: 'i1',
      order_id: order.id,
      product_id: null,
      product_name: 'Mur LED 4 × 3 m',
      product_brand: 'Absen',
      duration_months: 36,
      quantity: 2,
      monthly_payment: 489.9,
      unit_price: 17636.4,
      created_at: '2026-11-20T14:05:00.000Z',
    },
    {
      id: 'i2',
      order_id: order.id,
      product_id: null,
      product_name: 'Totem 55"',
      product_brand: null,
      duration_months: 24,
      quantity: 1,
      monthly_payment: 99,
      unit_price: 2376,
      created_at: '2026-11-20T14:06:00.000Z',
    },
  ],
  contract: null,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin/orders/${order.id}`]}>
        <Routes>
          <Route path="/admin/orders/:id" element={<OrderDetailScreen id={order.id} />} />
          <Route path="/admin/orders" element={<p>Liste des commandes</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
    { wrapper: StaffAuth },
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  mockedUseOrder.mockReset();
  mockedUpdateOrder.mockReset();
  mockedUseOrder.mockReturnValue({ data: detail, error: null, isPending: false } as unknown as Result);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const statusSelect = () => screen.getByRole('combobox', { name: 'Statut de la commande' });
const paymentSelect = () => screen.getByRole('combobox', { name: 'Statut du paiement' });

// Component tests render Radix portals and toasts: allow for a slow CI machine.
describe('OrderDetailScreen', { timeout: 30_000 }, () => {
  it('shows the articles, addresses, notes and customer', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Commande CMD-2026-0001' })).toBeInTheDocument();
    expect(screen.getByText(/^Créée le vendredi 20 novembre 2026 à \d\d:05$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux commandes' })).toHaveAttribute('href', '/admin/orders');

    expect(screen.getByText('Mur LED 4 × 3 m')).toBeInTheDocument();
    expect(screen.getByText('Absen')).toBeInTheDocument();
    expect(screen.getByText('Durée: 36 mois • Quantité: 2')).toBeInTheDocument();
    expect(screen.getByText(/^489,90\s€\/mois$/)).toBeInTheDocument();
    expect(screen.getByText(/^17\s636,40\s€ total$/)).toBeInTheDocument();
    expect(screen.getByText('Durée: 24 mois • Quantité: 1')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^1\s234,50\s€$/);

    expect(screen.getByText('Livraison')).toBeInTheDocument();
    expect(screen.getByText('12 quai de la Joliette')).toBeInTheDocument();
    expect(screen.getByText('13002 Marseille')).toBeInTheDocument();
    expect(screen.getByText('Facturation').nextElementSibling).toHaveTextContent('Non renseignée');

    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText(/Livraison par la cour arrière/)).toBeInTheDocument();

    expect(screen.getByText('Jérôme Dupont')).toBeInTheDocument();
    expect(screen.getByText('Brasserie du Port')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jerome.dupont@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:jerome.dupont@exemple.fr',
    );
    expect(screen.getByRole('link', { name: '+33 6 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(statusSelect()).toHaveTextContent('En attente');
    expect(paymentSelect()).toHaveTextContent('En attente');
  });

  it('links to the contract its confirmation made, when there is one', () => {
    const { unmount } = renderScreen();
    expect(screen.queryByRole('link', { name: /^Contrat / })).not.toBeInTheDocument();
    unmount();
    mockedUseOrder.mockReturnValue({
      data: { ...detail, contract: { id: 'c0ffee00-0000-4000-8000-000000000001', contract_number: 'CTR-2026-00001' } },
      error: null,
    } as unknown as Result);
    renderScreen();
    expect(screen.getByRole('link', { name: 'Contrat CTR-2026-00001' })).toHaveAttribute(
      'href',
      '/admin/contracts/c0ffee00-0000-4000-8000-000000000001',
    );
  });

  it('shows the payment status of a billed contract read-only: it follows the invoices', () => {
    mockedUseOrder.mockReturnValue({
      data: {
        ...detail,
        order: { ...order, payment_status: 'late' },
        contract: {
          id: 'c0ffee00-0000-4000-8000-000000000001',
          contract_number: 'CTR-2026-00001',
          start_date: '2026-11-02',
        },
      },
      error: null,
    } as unknown as Result);
    renderScreen();
    expect(paymentSelect()).toHaveTextContent('En retard');
    expect(paymentSelect()).toBeDisabled();
    expect(screen.getByText('Suit les factures du contrat : mis à jour automatiquement.')).toBeInTheDocument();
    expect(statusSelect()).toBeEnabled();
  });

  it('has no Notes card without notes', () => {
    mockedUseOrder.mockReturnValue({
      data: { ...detail, order: { ...order, notes: null } },
      error: null,
    } as unknown as Result);
    renderScreen();
    expect(screen.queryByRole('heading', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it('disables both selectors while the status update runs, then says « Statut mis à jour »', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<Tables<'orders'>>();
    mockedUpdateOrder.mockReturnValue(pending.promise);
    renderScreen();

    await user.click(statusSelect());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['En attente', 'Confirmée', 'En préparation', 'Expédiée', 'Livrée', 'Annulée']);
    await user.click(screen.getByRole('option', { name: 'Livrée' }));

    expect(mockedUpdateOrder).toHaveBeenCalledWith(order.id, { status: 'delivered' });
    await waitFor(() => expect(statusSelect()).toBeDisabled());
    expect(paymentSelect()).toBeDisabled();
    expect(statusSelect()).toHaveTextContent('Livrée');

    pending.resolve({ ...order, status: 'delivered' });
    const toast = await screen.findByText('Statut mis à jour');
    expect(within(toast.closest('li') as HTMLElement).getByText('Succès')).toBeInTheDocument();
    await waitFor(() => expect(statusSelect()).toBeEnabled());
    expect(paymentSelect()).toBeEnabled();
  });

  it('says « Impossible de mettre à jour le statut » when the update fails, and re-enables the selectors', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUpdateOrder.mockRejectedValue(new Error('0 rows'));
    renderScreen();

    await user.click(statusSelect());
    await user.click(screen.getByRole('option', { name: 'Annulée' }));
    const toast = await screen.findByText('Impossible de mettre à jour le statut');
    expect(within(toast.closest('li') as HTMLElement).getByText('Erreur')).toBeInTheDocument();
    await waitFor(() => expect(statusSelect()).toBeEnabled());
    expect(statusSelect()).toHaveTextContent('En attente');
  });

  it('updates the payment status alone, with its own texts', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<Tables<'orders'>>();
    mockedUpdateOrder.mockReturnValueOnce(pending.promise).mockRejectedValueOnce(new Error('réseau'));
    renderScreen();

    await user.click(paymentSelect());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['En attente', 'Payée', 'Partiel', 'Remboursée', 'Échouée']);
    await user.click(screen.getByRole('option', { name: 'Payée' }));
    expect(mockedUpdateOrder).toHaveBeenCalledWith(order.id, { payment_status: 'paid' });
    await waitFor(() => expect(paymentSelect()).toBeDisabled());
    expect(statusSelect()).toBeDisabled();
    pending.resolve({ ...order, payment_status: 'paid' });
    expect(await screen.findByText('Statut de paiement mis à jour')).toBeInTheDocument();
    await waitFor(() => expect(paymentSelect()).toBeEnabled());

    await user.click(paymentSelect());
    await user.click(screen.getByRole('option', { name: 'Remboursée' }));
    expect(await screen.findByText('Impossible de mettre à jour le statut de paiement')).toBeInTheDocument();
  });

  it('says « Impossible de charger les détails de la commande » and goes back to the list when loading fails', async () => {
    mockedUseOrder.mockReturnValue({
      data: undefined,
      error: new Error('introuvable'),
      isPending: false,
    } as unknown as Result);
    renderScreen();
    expect(await screen.findByText('Impossible de charger les détails de la commande')).toBeInTheDocument();
    expect(await screen.findByText('Liste des commandes')).toBeInTheDocument();
  });
});
