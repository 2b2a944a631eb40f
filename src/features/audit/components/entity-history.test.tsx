import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../api/fetch-audit-log';
import { useEntityHistory } from '../api/fetch-entity-history';
import { EntityHistory } from './entity-history';

vi.mock('../api/fetch-entity-history', () => ({ useEntityHistory: vi.fn(), ENTITY_HISTORY_LIMIT: 50 }));
const history = vi.mocked(useEntityHistory);

const order = '0000000a-0000-4000-8000-000000000001';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T09:00:00.000Z',
  actor_id: 'a0000001-1111-4111-8111-111111111111',
  actor_email: 'claire@visiolease.fr',
  area: 'orders',
  table_name: 'orders',
  row_id: order,
  entity_id: order,
  action: 'update',
  changes: {},
  ...overrides,
});

const created = entry({
  id: 1,
  at: '2026-11-20T13:15:00.000Z',
  action: 'insert',
  changes: {
    id: { before: null, after: order },
    order_number: { before: null, after: 'CMD-2026-0042' },
    status: { before: null, after: 'pending' },
    payment_status: { before: null, after: 'pending' },
    customer_first_name: { before: null, after: 'Jérôme' },
    customer_last_name: { before: null, after: 'Durand' },
    customer_email: { before: null, after: 'jerome@pharmacie-durand.fr' },
    total_amount: { before: null, after: 3480 },
    notes: { before: null, after: null },
  },
});

beforeEach(() => history.mockReset());

describe('EntityHistory', () => {
  it('lists the record’s changes, newest first, with who and when', () => {
    history.mockReturnValue({
      data: [
        entry({ id: 3, changes: { status: { before: 'pending', after: 'shipped' } } }),
        entry({
          id: 2,
          at: '2026-11-21T10:00:00.000Z',
          actor_email: 'marc@visiolease.fr',
          table_name: 'order_items',
          row_id: 'i1',
          action: 'delete',
          changes: { product_name: { before: 'Mur LED 4K', after: null }, quantity: { before: 2, after: null } },
        }),
        created,
      ],
      isPending: false,
      error: null,
    } as never);
    render(<EntityHistory entityId={order} />);
    expect(history).toHaveBeenCalledWith(order);
    expect(screen.getByRole('heading', { level: 2, name: 'Historique des modifications' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' });
    const [shipped, lineRemoved, creation] = Array.from(list.children) as HTMLElement[];
    expect(list.children).toHaveLength(3);
    expect(shipped).toHaveTextContent('Modification');
    expect(shipped).toHaveTextContent('Commande');
    expect(shipped).toHaveTextContent('24/11/2026 10:00:00 · claire@visiolease.fr');
    expect(shipped).toHaveTextContent('Statut : En attente → Expédiée');

    expect(lineRemoved).toHaveTextContent('Suppression');
    expect(lineRemoved).toHaveTextContent('Ligne de commande');
    expect(lineRemoved).toHaveTextContent('marc@visiolease.fr');
    expect(lineRemoved).toHaveTextContent('Nom du produit : Mur LED 4K → —');
    expect(lineRemoved).toHaveTextContent('Quantité : 2 → —');

    // A creation lists every field: six at once (the row id is not one), the rest behind a summary.
    expect(creation).toHaveTextContent('Création');
    expect(creation).toHaveTextContent('N° de commande : — → CMD-2026-0042');
    expect(creation).not.toHaveTextContent(order);
    const more = within(creation).getByText('Voir 2 autres champs');
    expect(more.tagName).toBe('SUMMARY');
    expect(more.closest('details')).toHaveTextContent('Montant total : — → 3 480');
    expect(more.closest('details')).toHaveTextContent('Notes : — → —');
    expect(screen.queryByText(/50 modifications les plus récentes/)).not.toBeInTheDocument();
  });

  it('says when only the latest 50 are shown', () => {
    history.mockReturnValue({
      data: Array.from({ length: 50 }, (_, index) =>
        entry({ id: index + 1, changes: { stock: { before: index, after: index + 1 } } }),
      ),
      isPending: false,
      error: null,
    } as never);
    render(<EntityHistory entityId={order} />);
    expect(screen.getByText('Les 50 modifications les plus récentes.')).toBeInTheDocument();
  });

  it('has designed loading, empty and error states', () => {
    history.mockReturnValue({ data: undefined, isPending: true, error: null } as never);
    const { unmount } = render(<EntityHistory entityId={order} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    unmount();

    history.mockReturnValue({ data: [], isPending: false, error: null } as never);
    const empty = render(<EntityHistory entityId={order} />);
    expect(screen.getByText('Aucune modification enregistrée.')).toBeInTheDocument();
    empty.unmount();

    history.mockReturnValue({ data: undefined, isPending: false, error: new TypeError('Failed to fetch') } as never);
    render(<EntityHistory entityId={order} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger l’historique des modifications.');
  });

  it('keeps the entries on screen when a refresh fails', () => {
    history.mockReturnValue({
      data: [entry({ changes: { status: { before: 'pending', after: 'shipped' } } })],
      isPending: false,
      error: new TypeError('Failed to fetch'),
    } as never);
    render(<EntityHistory entityId={order} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' }),
    ).toHaveTextContent('Statut : En attente → Expédiée');
  });

  it.each([
    ['a refused grant', { code: '42501', message: 'permission denied for table audit_log', status: 403 }],
    ['an expired session', { code: 'PGRST303', message: 'JWT expired', status: 401 }],
  ])('renders nothing on %s', (_, error) => {
    history.mockReturnValue({ data: undefined, isPending: false, error } as never);
    const { container } = render(<EntityHistory entityId={order} />);
    expect(container).toBeEmptyDOMElement();
  });
});
