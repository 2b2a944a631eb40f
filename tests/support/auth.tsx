import type { User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { StaffRole } from '@/config/permissions';
import { AuthContext, type AuthState } from '@/lib/auth-context';

/** A signed-in staff member holding `roles`, for components that show what the roles allow. */
export function staffAuth(roles: StaffRole[] = ['admin'], overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: { id: 'b3f1c2a4-0000-4000-8000-000000000001', email: 'equipe@example.com' } as User,
    session: null,
    roles,
    loading: false,
    signIn: vi.fn(async () => ({ error: null })),
    signOut: vi.fn(async () => undefined),
    syncSession: vi.fn(async () => undefined),
    ...overrides,
  };
}

export function StaffAuth({ roles = ['admin'], children }: { roles?: StaffRole[]; children: ReactNode }) {
  return <AuthContext.Provider value={staffAuth(roles)}>{children}</AuthContext.Provider>;
}
