import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nameKey, useRecordNames } from '@/domain/record-names';
import { usePeople } from '@/domain/team/people';
import { useAuditLog, type AuditEntry } from '../api/fetch-audit-log';
import { AuditList } from './audit-list';

vi.mock('../api/fetch-audit-log', () => ({ useAuditLog: vi.fn(), AUDIT_PAGE_SIZE: 50 }));
vi.mock('@/domain/team/people', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/team/people')>()),
  usePeople: vi.fn(),
}));
vi.mock('@/domain/record-names', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/record-names')>()),
  useRecordNames: vi.fn(),
}));

const auditLog = vi.mocked(useAuditLog);
const names = vi.mocked(useRecordNames);

const claire = 'a0000001-1111-4111-8111-111111111111';
const marc = 'a0000002-2222-4222-8222-222222222222';
const order = '0000000a-0000-4000-8000-000000000001';
const deletedOrder = '0000000a-0000-4000-8000-000000000002';
const product = '0000000b-0000-4000-8000-000000000003';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T09:00:00.000Z',
  actor_id: claire,
  actor_email: 'claire@visiolease.fr',
  area: 'orders',
  table_name: 'orders',
  row_id: order,
  entity_id: order,
  action: 'update',
  changes: {},
  ...overrides,
});

const longMessage =
  'Nous souhaitons équiper nos trois agences lyonnaises de murs d’images avant la rentrée de septembre prochain.';

const entries: AuditEntry[] = [
  entry({
    id: 4,
    changes: { status: { before: 'pending', after: 'shipped' }, total_amount: { before: 1200, after: 1450.5 } },
  }),
  entry({
    id: 3,
    at: '2026-11-23T16:30:00.000Z',
    table_name: 'order_items',
    row_id: 'i1',
    entity_id: deletedOrder,
    action: 'insert',
    changes: { quantity: { before: null, after: 2 }, notes_internes: { before: null, after: longMessage } },
  }),
  entry({
    id: 2,
    at: '2026-07-01T08:05:00.000Z',
    actor_id: marc,
    actor_email: 'marc@visiolease.fr',
    area: 'users',
    table_name: 'users',
    row_id: claire,
    entity_id: claire,
    changes: { active: { before: true, after: false } },
  }),
  entry({
    id: 1,
    area: 'catalogue',
    table_name: 'products',
    row_id: product,
    entity_id: product,
    action: 'delete',
    changes: { featured: { before: true, after: null } },
  }),
];

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuditList />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

beforeEach(() => {
  auditLog.mockReset();
  names.mockReset();
  // The product was deleted (and so was one order): only the first order is still there to name.
  names.mockReturnValue(new Map([[nameKey('orders', order), 'CMD-2026-00042']]));
  vi.mocked(usePeople).mockReturnValue({
    data: [
      { id: claire, email: 'claire@visiolease.fr', fullName: 'Claire Martin' },
      { id: marc, email: 'marc@visiolease.fr', fullName: null },
    ],
    isPending: false,
  } as never);
});

describe('AuditList', () => {
  it('shows who changed what and when, with links to the records that still exist and their names', () => {
    auditLog.mockReturnValue({ data: { rows: entries, total: 4 }, isPending: false, error: null } as never);
    renderAt('/admin/audit');

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Journal d’audit',
    ]);
    expect(auditLog).toHaveBeenLastCalledWith({
      person: null,
      area: null,
      action: null,
      from: null,
      to: null,
      sort: { key: 'date', desc: true },
      page: 1,
    });
    // One request per kind of record for the whole page.
    expect(names).toHaveBeenLastCalledWith({ orders: [order, deletedOrder], products: [product] });
    expect(screen.getByText('4 entrées')).toBeInTheDocument();

    const table = screen.getByRole('table', {
      name: 'Journal d’audit, de l’entrée la plus récente à la plus ancienne',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Personne', 'Zone', 'Élément', 'Action', 'Modifications']);
    const [updated, inserted, account, deleted] = within(table).getAllByRole('row').slice(1);

    // Paris time, whatever the machine's time zone.
    expect(within(updated).getByText('24/11/2026 10:00:00')).toHaveAttribute('datetime', '2026-11-24T09:00:00.000Z');
    expect(updated).toHaveTextContent('claire@visiolease.fr');
    expect(updated).toHaveTextContent('Commandes');
    expect(within(updated).getByRole('link', { name: 'Commande' })).toHaveAttribute('href', `/admin/orders/${order}`);
    expect(updated).toHaveTextContent('CMD-2026-00042');
    expect(updated).toHaveTextContent('Modification');
    expect(updated).toHaveTextContent('Statut : En attente → Expédiée');
    // (toHaveTextContent folds the narrow no-break spaces of fr-FR numbers into plain spaces.)
    expect(updated).toHaveTextContent('Montant total : 1 200,00 € → 1 450,50 €');

    // A line of an order deleted since: named, not linked; its long value cut, whole in the title.
    expect(inserted).toHaveTextContent('Ligne de commande');
    expect(within(inserted).queryByRole('link')).not.toBeInTheDocument();
    expect(inserted).toHaveTextContent('Création');
    expect(inserted).toHaveTextContent('Quantité : — → 2');
    // A column the app has no name for yet is not shown by its raw name.
    expect(inserted).toHaveTextContent('Autre champ : — →');
    expect(inserted).not.toHaveTextContent('notes_internes');
    const cut = within(inserted).getByTitle(longMessage);
    expect(within(cut).getByText(/…$/)).toHaveAttribute('aria-hidden', 'true');

    expect(account).toHaveTextContent('01/07/2026 10:05:00');
    expect(account).toHaveTextContent('marc@visiolease.fr');
    expect(account).toHaveTextContent('Utilisateurs');
    expect(account).toHaveTextContent('Compte utilisateur');
    expect(account).toHaveTextContent('Actif : Oui → Non');
    expect(within(account).queryByRole('link')).not.toBeInTheDocument();

    expect(deleted).toHaveTextContent('Catalogue');
    expect(deleted).toHaveTextContent('Produit');
    expect(deleted).toHaveTextContent('Suppression');
    expect(deleted).toHaveTextContent('Mis en avant : Oui → —');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links every record but a deleted one while the names are on their way', () => {
    names.mockReturnValue(undefined);
    auditLog.mockReturnValue({ data: { rows: entries, total: 4 }, isPending: false, error: null } as never);
    renderAt('/admin/audit');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/admin/orders/${order}`,
      `/admin/orders/${deletedOrder}`,
    ]);
  });

  it('passes the filters of the URL to the database query', () => {
    auditLog.mockReturnValue({ data: { rows: [], total: 0 }, isPending: false, error: null } as never);
    renderAt(`/admin/audit?person=${marc}&area=users&action=update&from=2026-11-01&to=2026-11-30&page=2`);
    expect(auditLog).toHaveBeenLastCalledWith({
      person: marc,
      area: 'users',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: { key: 'date', desc: true },
      page: 2,
    });
    expect(screen.getByRole('combobox', { name: 'Personne' })).toHaveTextContent('marc@visiolease.fr');
    expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveTextContent('Utilisateurs');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Modification');
    expect(screen.getByLabelText('Du')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Au (inclus)')).toHaveValue('2026-11-30');
  });

  it('keeps each filter in the URL and goes back to the first page when one changes', async () => {
    const user = userEvent.setup({ delay: null });
    auditLog.mockReturnValue({ data: { rows: entries, total: 120 }, isPending: false, error: null } as never);
    renderAt('/admin/audit');

    await user.click(screen.getByRole('button', { name: /Suivante/ }));
    expect(search().get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Zone' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Toutes les zones',
      'Catalogue',
      'Demandes',
      'Leads',
      'Commandes',
      'Devis',
      'Campagnes',
      'SEO',
      'E-mails',
      'Utilisateurs',
      'Contrats',
      'SAV',
      'Facturation',
    ]);
    await user.click(screen.getByRole('option', { name: 'E-mails' }));
    expect(search().get('area')).toBe('outbox');
    expect(search().get('page')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Suppression' }));
    expect(search().get('action')).toBe('delete');

    await user.click(screen.getByRole('combobox', { name: 'Personne' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Toutes les personnes',
      'Claire Martin (claire@visiolease.fr)',
      'marc@visiolease.fr',
    ]);
    await user.click(screen.getByRole('option', { name: 'Claire Martin (claire@visiolease.fr)' }));
    expect(search().get('person')).toBe(claire);

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Au (inclus)'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(search().get('to')).toBe('2026-11-30'));
    expect(search().get('from')).toBe('2026-11-01');
    expect(auditLog).toHaveBeenLastCalledWith({
      person: claire,
      area: 'outbox',
      action: 'delete',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: { key: 'date', desc: true },
      page: 1,
    });

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(search().toString()).toBe('');
    expect(screen.getByLabelText('Du')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).not.toBeInTheDocument();
  });

  it('sorts by date from its header: the oldest first, in the URL and said by aria-sort', async () => {
    auditLog.mockReturnValue({ data: { rows: entries, total: 4 }, isPending: false, error: null } as never);
    renderAt('/admin/audit?area=orders');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(search().toString()).toBe('area=orders&sort=date&order=asc');
    expect(auditLog).toHaveBeenLastCalledWith(
      expect.objectContaining({ area: 'orders', sort: { key: 'date', desc: false } }),
    );
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(
      screen.getByRole('table', { name: 'Journal d’audit, de l’entrée la plus ancienne à la plus récente' }),
    ).toBeInTheDocument();
  });

  it('says when the last day comes before the first', () => {
    auditLog.mockReturnValue({ data: { rows: [], total: 0 }, isPending: false, error: null } as never);
    renderAt('/admin/audit?from=2026-11-30&to=2026-11-01');
    const to = screen.getByLabelText('Au (inclus)');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('La date de fin précède la date de début.');
  });

  it('names a person whose account is gone by the e-mail their entries kept', () => {
    const gone = 'a0000009-9999-4999-8999-999999999999';
    auditLog.mockReturnValue({
      data: { rows: [entry({ actor_id: gone, actor_email: 'ancien@visiolease.fr' })], total: 1 },
      isPending: false,
      error: null,
    } as never);
    renderAt(`/admin/audit?person=${gone}`);
    expect(screen.getByRole('combobox', { name: 'Personne' })).toHaveTextContent('ancien@visiolease.fr');
    expect(screen.getByText('1 entrée')).toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    auditLog.mockReturnValue({ data: { rows: [], total: 0 }, isPending: false, error: null } as never);
    renderAt('/admin/audit?area=seo');
    expect(screen.getByText('Aucune entrée ne correspond à ces filtres.')).toBeInTheDocument();
    expect(screen.getByText('0 entrée')).toBeInTheDocument();
  });

  it('shows a loading state, then an error in French when the journal cannot be read', () => {
    auditLog.mockReturnValue({ data: undefined, isPending: true, error: null } as never);
    renderAt('/admin/audit');
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Chargement...');

    auditLog.mockReturnValue({ data: undefined, isPending: false, error: new TypeError('Failed to fetch') } as never);
    renderAt('/admin/audit?page=2');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Impossible de charger le journal d’audit. Réessayez dans quelques instants.',
    );
  });

  it('keeps the rows on screen when a refresh fails', () => {
    auditLog.mockReturnValue({
      data: { rows: entries, total: 4 },
      isPending: false,
      error: new TypeError('Failed to fetch'),
    } as never);
    renderAt('/admin/audit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('4 entrées')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('says the rights are missing when the API refuses the journal', () => {
    auditLog.mockReturnValue({ data: undefined, isPending: false, error: { code: '42501', status: 403 } } as never);
    renderAt('/admin/audit');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vous n’avez pas les droits nécessaires pour consulter le journal d’audit.',
    );
  });
});
