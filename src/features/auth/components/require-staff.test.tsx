import type { Session, User } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { RequireStaff } from './require-staff';

const user = { id: 'b3f1c2a4-0000-4000-8000-000000000001', email: 'staff@example.com' } as User;
const session = { user, access_token: 'token' } as Session;

function authState(overrides: Partial<AuthState>): AuthState {
  return {
    user: null,
    session: null,
    roles: [],
    loading: false,
    signIn: vi.fn(async () => ({ error: null })),
    signOut: vi.fn(async () => undefined),
    syncSession: vi.fn(async () => undefined),
    ...overrides,
  };
}

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>Page de connexion (depuis {from ?? 'nulle part'})</p>;
}

function renderGuard(state: AuthState, path = '/admin/products?tri=recent') {
  render(
    <AuthContext.Provider value={state}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/login" element={<LoginProbe />} />
          <Route path="/admin" element={<RequireStaff />}>
            <Route index element={<p>Tableau de bord protégé</p>} />
            <Route path="products" element={<p>Produits protégés</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('RequireStaff', () => {
  it('shows a loading state while the session is read, without redirecting or flashing the page', () => {
    renderGuard(authState({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByText('Produits protégés')).toBeNull();
    expect(screen.queryByText(/Page de connexion/)).toBeNull();
  });

  it('keeps loading while the roles of a signed-in user is being looked up', () => {
    renderGuard(authState({ user, session, loading: true }));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.queryByText('Produits protégés')).toBeNull();
  });

  it('sends a signed-out visitor to /admin/login, remembering where they were going', () => {
    renderGuard(authState({}));
    expect(screen.getByText('Page de connexion (depuis /admin/products?tri=recent)')).toBeInTheDocument();
    expect(screen.queryByText('Produits protégés')).toBeNull();
  });

  it('sends a signed-in user without any staff role to /admin/login', () => {
    renderGuard(authState({ user, session, roles: [] }), '/admin');
    expect(screen.getByText('Page de connexion (depuis /admin)')).toBeInTheDocument();
    expect(screen.queryByText('Tableau de bord protégé')).toBeNull();
  });

  it('lets a signed-in admin through to the page', () => {
    renderGuard(authState({ user, session, roles: ['admin'] }));
    expect(screen.getByText('Produits protégés')).toBeInTheDocument();
    expect(screen.queryByText(/Page de connexion/)).toBeNull();
  });

  it('lets any other staff role through too (each screen then checks its own area)', () => {
    renderGuard(authState({ user, session, roles: ['viewer'] }));
    expect(screen.getByText('Produits protégés')).toBeInTheDocument();
    expect(screen.queryByText(/Page de connexion/)).toBeNull();
  });

  it('never lets roles through without a user', () => {
    renderGuard(authState({ roles: ['admin'] }));
    expect(screen.getByText(/Page de connexion/)).toBeInTheDocument();
  });
});
