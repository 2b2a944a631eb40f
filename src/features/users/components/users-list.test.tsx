import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '../api/fetch-user-roles';
import { UsersList, usersCountLabel } from './users-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const api = vi.hoisted(() => ({ fetchUserRoles: vi.fn() }));

vi.mock('../api/fetch-user-roles', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    fetchUserRoles: api.fetchUserRoles,
    useUserRoles: () => useQuery({ queryKey: ['user-roles', 'list', 'all'], queryFn: api.fetchUserRoles }),
  };
});

const roleRows = (
  [
    ['admin', '2026-11-20T09:00:00Z'],
    ['moderator', '2026-10-05T09:00:00Z'],
    ['viewer', '2026-09-01T09:00:00Z'],
    ['commercial', '2026-08-01T09:00:00Z'],
    ['marketing', '2026-07-01T09:00:00Z'],
    ['comptabilite', '2026-06-01T09:00:00Z'],
    ['technicien', '2026-05-01T09:00:00Z'],
    ['superuser', '2026-04-01T09:00:00Z'],
  ] as const
).map(([role, created_at], index): UserRole => ({
  id: `0000000${index}-0000-4000-8000-000000000000`,
  user_id: `a000000${index}-1111-4111-8111-111111111111`,
  role,
  created_at,
}));

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UsersList />
    </QueryClientProvider>,
  );
}

describe('UsersList', () => {
  beforeEach(() => {
    api.fetchUserRoles.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows each role with its French badge label, the user id and the date in fr-FR', async () => {
    api.fetchUserRoles.mockResolvedValue(roleRows);
    renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('a0000000-1111-4111-8111-111111111111');

    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByText('8 utilisateurs')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID Utilisateur', 'Rôle', "Date d'ajout"]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Administrateur',
      'Modérateur',
      'Lecteur',
      'Commercial',
      'Marketing',
      'Comptabilité',
      'Technicien',
      'superuser',
    ]);
    expect(within(rows[0]).getByText('20/11/2026')).toBeInTheDocument();
  });

  it('explains that roles are added by hand in the user_roles table, and describes each role', async () => {
    api.fetchUserRoles.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
    expect(screen.getByText(/ajoutés manuellement dans la table/)).toHaveTextContent('user_roles');
    for (const description of [
      'Accès complet à toutes les fonctionnalités du back-office.',
      'Gestion des commandes et des demandes de devis.',
      'Consultation des commandes et des factures.',
      'Gestion du contenu et des campagnes.',
      'Accès technique limité.',
      'Modération du contenu.',
      'Lecture seule.',
    ]) {
      expect(screen.getByText(description)).toBeInTheDocument();
    }
  });

  it('stays silent when the list cannot be loaded (spec §8)', async () => {
    api.fetchUserRoles.mockRejectedValue({ code: '42501', message: 'permission denied' });
    renderList();
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
    expect(screen.getByText('0 utilisateur')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts in French: 0 and 1 singular, more plural', () => {
    expect(usersCountLabel(0)).toBe('0 utilisateur');
    expect(usersCountLabel(1)).toBe('1 utilisateur');
    expect(usersCountLabel(2)).toBe('2 utilisateurs');
  });
});
