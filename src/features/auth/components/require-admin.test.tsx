import type { Session, User } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../auth-context';
import { RequireAdmin } from './require-admin';

const user = { id: 'b3f1c2a4-0000-4000-8000-000000000001', email: 'staff@example.com' } as User;
const session = { user, access_token: 'token' } as Session;

function authState(overrides: Partial<AuthState>): AuthState {
  return {
    user: null,
    session: null,
    isAdmin: false,
    loading: false,
    signIn: vi.fn(async () => ({ error: null })),
    signOut: vi.fn(async () => undefined),
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
          <Route path="/admin" element={<RequireAdmin />}>
            <Route index element={<p>Tableau de bord protégé</p>} />
            <Route path="products" element={<p>Produits protégés</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('RequireAdmin', () => {
  it('shows a loading state while the session is read, without redirecting or flashing the page', () => {
    renderGuard(authState({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByText('Produits protégés')).toBeNull();
    expect(screen.queryByText(/Page de connexion/)).toBeNull();
  });

  it('keeps loading while the admin role of a signed-in user is being looked up', () => {
    renderGuard(authState({ user, session, loading: true }));
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.queryByText('Produits protégés')).toBeNull();
  });

  it('sends a signed-out visitor to /admin/login, remembering where they were going', () => {
    renderGuard(authState({}));
    expect(screen.getByText('Page de connexion (depuis /admin/products?tri=recent)')).toBeInTheDocument();
    expect(screen.queryByText('Produits protégés')).toBeNull();
  });

  it('sends a signed-in user without the admin role to /admin/login', () => {
    renderGuard(authState({ user, session, isAdmin: false }), '/admin');
    expect(screen.getByText('Page de connexion (depuis /admin)')).toBeInTheDocument();
    expect(screen.queryByText('Tableau de bord protégé')).toBeNull();
  });

  it('lets a signed-in admin through to the page', () => {
    renderGuard(authState({ user, session, isAdmin: true }));
    expect(screen.getByText('Produits protégés')).toBeInTheDocument();
    expect(screen.queryByText(/Page de connexion/)).toBeNull();
  });

  it('never lets an admin flag through without a user', () => {
    renderGuard(authState({ isAdmin: true }));
    expect(screen.getByText(/Page de connexion/)).toBeInTheDocument();
  });
});
