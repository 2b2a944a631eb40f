import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nameKey, UNREADABLE, useRecordNames } from '@/domain/record-names';
import { PEOPLE } from '@/domain/shared/table-words';
import type { AuditEntry } from '../api/fetch-audit-log';
import { useEntityHistory } from '../api/fetch-entity-history';
import { EntityHistory } from './entity-history';
import { rawIdentifiers } from '../../../../tests/support/raw-identifiers';

vi.mock('../api/fetch-entity-history', () => ({ useEntityHistory: vi.fn(), ENTITY_HISTORY_LIMIT: 50 }));
vi.mock('@/domain/record-names', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/record-names')>()),
  useRecordNames: vi.fn(),
}));
const history = vi.mocked(useEntityHistory);
const names = vi.mocked(useRecordNames);

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

beforeEach(() => {
  history.mockReset();
  names.mockReset();
  names.mockReturnValue(new Map());
});

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
    expect(more.closest('details')).toHaveTextContent('Montant total : — → 3 480,00 €');
    expect(more.closest('details')).toHaveTextContent('Notes : — → —');
    expect(screen.queryByText(/50 modifications les plus récentes/)).not.toBeInTheDocument();
  });

  it('reads a contract’s history in French: people and records by their names, booleans as words, no raw id or column', () => {
    const contract = '0000000c-0000-4000-8000-000000000001';
    const order = '0000000a-0000-4000-8000-000000000007';
    const technician = '5eed0001-0000-4000-8000-000000000001';
    const otherTeam = '5eed0001-0000-4000-8000-000000000009';
    const visit = '0000000f-0000-4000-8000-000000000003';
    const item = '0000000e-0000-4000-8000-000000000004';
    const onContract = { area: 'contracts', entity_id: contract };
    history.mockReturnValue({
      data: [
        entry({
          ...onContract,
          id: 4,
          table_name: 'service_visits',
          area: 'service',
          row_id: visit,
          action: 'insert',
          changes: {
            id: { before: null, after: visit },
            kind: { before: null, after: 'installation' },
            status: { before: null, after: 'planned' },
            contract_id: { before: null, after: contract },
            technician_id: { before: null, after: technician },
            scheduled_on: { before: null, after: '2026-12-14' },
          },
        }),
        entry({
          ...onContract,
          id: 3,
          table_name: 'contracts',
          row_id: contract,
          changes: {
            installation_technician_id: { before: null, after: technician },
            installation_planned_on: { before: null, after: '2026-12-14' },
            installation_window_ok: { before: null, after: false },
            owner_id: { before: null, after: otherTeam },
          },
        }),
        entry({
          ...onContract,
          id: 2,
          table_name: 'contract_items',
          row_id: item,
          changes: { serial_number: { before: null, after: 'SN-0042-A' } },
        }),
        entry({
          ...onContract,
          id: 1,
          table_name: 'contracts',
          row_id: contract,
          action: 'insert',
          changes: {
            id: { before: null, after: contract },
            contract_number: { before: null, after: 'CT-2026-00012' },
            status: { before: null, after: 'pending_installation' },
            order_id: { before: null, after: order },
            monthly_rent_ht: { before: null, after: 190 },
          },
        }),
      ],
      isPending: false,
      error: null,
    } as never);
    names.mockReturnValue(
      new Map([
        [nameKey('contracts', contract), 'CT-2026-00012'],
        [nameKey('orders', order), 'CMD-2026-00031'],
        [nameKey(PEOPLE, technician), 'Théo Technicien'],
      ]),
    );
    render(<EntityHistory entityId={contract} />);

    // Every kind of record the page points at, asked once.
    expect(names).toHaveBeenLastCalledWith({
      contracts: [contract],
      orders: [order],
      people: [technician, otherTeam],
    });
    const list = screen.getByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' });
    const [planned, installation, serial, creation] = Array.from(list.children) as HTMLElement[];
    expect(planned).toHaveTextContent('Intervention');
    expect(planned).toHaveTextContent('Type : — → Installation');
    expect(planned).toHaveTextContent('Statut : — → Planifiée');
    expect(planned).toHaveTextContent('Prévue le : — → 14/12/2026');
    expect(planned).toHaveTextContent('Technicien : — → Théo Technicien');
    expect(planned).toHaveTextContent('Contrat : — → CT-2026-00012');
    expect(installation).toHaveTextContent('Technicien de l’installation : — → Théo Technicien');
    expect(installation).toHaveTextContent('Installation dans le délai promis : — → Non');
    // Someone this reader may not see (or whose account is gone): a neutral wording, not the id.
    expect(installation).toHaveTextContent(`Responsable : — → ${UNREADABLE}`);
    expect(serial).toHaveTextContent('Équipement du contrat');
    expect(serial).toHaveTextContent('N° de série : — → SN-0042-A');
    expect(creation).toHaveTextContent('Statut : — → En attente d’installation');
    expect(creation).toHaveTextContent('Commande : — → CMD-2026-00031');
    expect(creation).toHaveTextContent('Loyer mensuel HT : — → 190,00 €');

    const text = list.textContent ?? '';
    expect(rawIdentifiers(text)).toEqual([]);
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
