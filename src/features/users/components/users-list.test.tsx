import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import type { StaffUser } from '../api/fetch-users';
import { UsersList, usersCountLabel } from './users-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const api = vi.hoisted(() => ({ fetchUsers: vi.fn() }));

// The page the database would answer: every account given, counted.
vi.mock('../api/fetch-users', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    USERS_PAGE_SIZE: 50,
    useUsers: (query: unknown) =>
      useQuery({
        queryKey: ['user-roles', 'list', query],
        queryFn: async () => {
          const rows = (await api.fetchUsers(query)) as StaffUser[];
          return { rows, total: rows.length };
        },
      }),
  };
});

const account = (overrides: Partial<StaffUser>): StaffUser => ({
  id: 'a0000000-1111-4111-8111-111111111111',
  email: 'claire@example.com',
  full_name: 'Claire Fontaine',
  roles: ['admin'],
  created_at: '2026-11-20T09:00:00Z',
  last_sign_in_at: '2026-11-24T09:00:00Z',
  invited_at: null,
  confirmed: true,
  active: true,
  ...overrides,
});

const accounts: StaffUser[] = [
  account({}),
  account({
    id: 'a0000001-1111-4111-8111-111111111111',
    email: 'thomas@example.com',
    full_name: 'Thomas Garnier',
    roles: ['commercial', 'viewer'],
  }),
  account({
    id: 'a0000002-1111-4111-8111-111111111111',
    email: 'nouveau@example.com',
    full_name: null,
    roles: ['marketing'],
    last_sign_in_at: null,
    confirmed: false,
  }),
  account({
    id: 'a0000003-1111-4111-8111-111111111111',
    email: 'parti@example.com',
    full_name: null,
    roles: [],
    active: false,
  }),
];

function Location() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

function renderList(url = '/admin/users') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthState = {
    user: { id: accounts[0].id, email: accounts[0].email } as User,
    session: null,
    roles: ['admin'],
    loading: false,
    signIn: vi.fn(),
    signOut: vi.fn(),
    syncSession: vi.fn(),
  };
  render(
    <AuthContext.Provider value={auth}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <UsersList />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
}

describe('UsersList', () => {
  beforeEach(() => {
    api.fetchUsers.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lists people by name and e-mail with their French role badges, dates and state', async () => {
    api.fetchUsers.mockResolvedValue(accounts);
    renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('Claire Fontaine');

    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByText('4 utilisateurs')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Utilisateur', 'Rôles', 'Créé le', 'Dernière connexion', 'Statut', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]).getByText('thomas@example.com')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Commercial')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Lecteur')).toBeInTheDocument();
    expect(within(rows[0]).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Jamais')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Invitation envoyée')).toBeInTheDocument();
    expect(
      within(rows[2]).getByRole('button', { name: 'Renvoyer l’invitation à nouveau@example.com' }),
    ).toBeInTheDocument();
    expect(within(rows[3]).getByText('Désactivé')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Aucun rôle')).toBeInTheDocument();
    expect(
      within(rows[3]).getByRole('button', { name: 'Réactiver le compte de parti@example.com' }),
    ).toBeInTheDocument();
    // No UUID on screen.
    expect(table).not.toHaveTextContent(accounts[1].id);
  });

  it('never offers to deactivate or delete one’s own account', async () => {
    api.fetchUsers.mockResolvedValue(accounts);
    renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('Claire Fontaine');
    const me = within(table).getAllByRole('row')[1];
    expect(within(me).queryByRole('button', { name: /Désactiver|Supprimer/ })).toBeNull();
    expect(within(me).getByRole('button', { name: 'Modifier les rôles de Claire Fontaine' })).toBeInTheDocument();
  });

  it('asks for a valid e-mail and at least one role before inviting, at the fields', async () => {
    api.fetchUsers.mockResolvedValue(accounts);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Inviter un utilisateur' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'pas-une-adresse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await within(dialog).findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez au moins un rôle.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('pas-une-adresse');
  });

  it('stays silent when the list cannot be loaded (spec §8)', async () => {
    api.fetchUsers.mockRejectedValue({ code: '42501', message: 'permission denied' });
    renderList();
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
    expect(screen.getByText('0 utilisateur')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks the database for the search, sort and page of the URL; a header click changes the sort', async () => {
    api.fetchUsers.mockResolvedValue(accounts);
    renderList('/admin/users?q=cl%C3%A9ment&sort=last_sign_in&order=desc&page=1');
    await screen.findByText('Claire Fontaine');
    expect(api.fetchUsers).toHaveBeenLastCalledWith({
      search: 'clément',
      sort: { key: 'last_sign_in', desc: true },
      page: 1,
    });
    expect(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' })).toHaveValue('clément');
    expect(screen.getByRole('columnheader', { name: /Dernière connexion/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: 'Créé le' }));
    expect(screen.getByLabelText('Adresse')).toHaveTextContent('/admin/users?q=cl%C3%A9ment&sort=created&order=desc');
  });

  it('falls back to the default view for an unknown sort or page', async () => {
    api.fetchUsers.mockResolvedValue(accounts);
    renderList('/admin/users?sort=password&order=sideways&page=abc');
    await screen.findByText('Claire Fontaine');
    expect(api.fetchUsers).toHaveBeenLastCalledWith({ search: '', sort: { key: 'email', desc: false }, page: 1 });
  });

  it('counts in French: 0 and 1 singular, more plural', () => {
    expect(usersCountLabel(0)).toBe('0 utilisateur');
    expect(usersCountLabel(1)).toBe('1 utilisateur');
    expect(usersCountLabel(2)).toBe('2 utilisateurs');
  });
});
