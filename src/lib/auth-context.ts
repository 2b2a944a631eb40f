import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { StaffRole } from '@/config/staff-roles';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** The signed-in user's staff roles; empty for a visitor or an account without a role. */
  roles: readonly StaffRole[];
  loading: boolean;
  signIn: (email: string, password: string) => Promise<{ error: unknown }>;
  signOut: () => Promise<void>;
  /** Adopts the session the auth client now holds (after an e-mail link signed the user in). */
  syncSession: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | undefined>(undefined);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth doit être utilisé à l’intérieur de <AuthProvider>.');
  return value;
}

/** Whether the signed-in user holds any staff role (the back-office's door). */
export function useIsStaff(): boolean {
  return useAuth().roles.length > 0;
}
