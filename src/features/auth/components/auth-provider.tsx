import type { Session } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getSupabase } from '@/lib/supabase-lazy';
import type { StaffRole } from '@/config/staff-roles';
import { fetchStaffRoles } from '../api/fetch-staff-roles';
import { hasStoredSession } from '../api/stored-session';
import { AuthContext, type AuthState } from '@/lib/auth-context';

interface SessionState {
  session: Session | null;
  roles: readonly StaffRole[];
  loading: boolean;
}

const noRoles: readonly StaffRole[] = [];

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ session: null, roles: noRoles, loading: true });
  // Auth events and role checks can settle out of order: a role check only counts while its
  // user is still the one signed in.
  const currentUserId = useRef<string | null>(null);
  const unsubscribe = useRef<(() => void) | undefined>(undefined);

  const applySession = useCallback(async (session: Session | null) => {
    currentUserId.current = session?.user.id ?? null;
    if (!session) {
      setState({ session: null, roles: noRoles, loading: false });
      return;
    }
    setState((previous) => ({
      ...previous,
      session,
      loading: previous.session?.user.id === session.user.id ? previous.loading : true,
    }));
    const check = await fetchStaffRoles(session.user.id);
    if (currentUserId.current !== session.user.id) return;
    if (check === 'rejected') currentUserId.current = null;
    setState(
      check === 'rejected'
        ? { session: null, roles: noRoles, loading: false }
        : { session, roles: check, loading: false },
    );
  }, []);

  /** The auth client, listening to auth events from its first use on. */
  const connect = useCallback(async () => {
    const supabase = await getSupabase();
    if (!unsubscribe.current) {
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') {
          if (session) void supabase.realtime.setAuth(session.access_token);
        }
        if (event === 'INITIAL_SESSION') return;
        // Deferred: awaiting supabase calls inside this callback can deadlock auth-js.
        setTimeout(() => void applySession(session), 0);
      });
      unsubscribe.current = () => data.subscription.unsubscribe();
    }
    return supabase;
  }, [applySession]);

  useEffect(() => {
    let cancelled = false;
    // Nobody signed in on this browser: no session to restore, so the auth client (52 KB)
    // waits for a sign-in instead of loading with the page.
    if (!hasStoredSession()) {
      // A transition, so the pages below keep hydrating in small slices (see useHydrated).
      startTransition(() => setState({ session: null, roles: noRoles, loading: false }));
    } else {
      void connect().then(async (supabase) => {
        const { data: current } = await supabase.auth.getSession();
        if (!cancelled) await applySession(current.session);
      });
    }
    return () => {
      cancelled = true;
      unsubscribe.current?.();
      unsubscribe.current = undefined;
    };
  }, [applySession, connect]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const supabase = await connect();
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (!error) await applySession(data.session);
      return { error };
    },
    [applySession, connect],
  );

  const signOut = useCallback(async () => {
    const supabase = await getSupabase();
    await supabase.auth.signOut();
    setState({ session: null, roles: noRoles, loading: false });
  }, []);

  const syncSession = useCallback(async () => {
    const supabase = await connect();
    const { data } = await supabase.auth.getSession();
    await applySession(data.session);
  }, [applySession, connect]);

  const value = useMemo<AuthState>(
    () => ({
      user: state.session?.user ?? null,
      session: state.session,
      roles: state.roles,
      loading: state.loading,
      signIn,
      signOut,
      syncSession,
    }),
    [state, signIn, signOut, syncSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
