import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getSupabase } from '@/lib/supabase-lazy';
import { fetchIsAdmin } from '../api/fetch-is-admin';
import { hasStoredSession } from '../api/stored-session';
import { AuthContext, type AuthState } from '../auth-context';

interface SessionState {
  session: Session | null;
  isAdmin: boolean;
  loading: boolean;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ session: null, isAdmin: false, loading: true });

  const applySession = useCallback(async (session: Session | null) => {
    if (!session) {
      setState({ session: null, isAdmin: false, loading: false });
      return;
    }
    setState((previous) => ({ ...previous, session, loading: previous.session?.user.id !== session.user.id }));
    const isAdmin = await fetchIsAdmin(session.user.id);
    setState({ session, isAdmin, loading: false });
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // Visitors who never signed in never download the auth client on public pages.
    if (!hasStoredSession() && !window.location.pathname.startsWith('/admin')) {
      setState({ session: null, isAdmin: false, loading: false });
      return;
    }
    void getSupabase().then(async (supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') {
          if (session) void supabase.realtime.setAuth(session.access_token);
        }
        if (event === 'INITIAL_SESSION') return;
        // Deferred: awaiting supabase calls inside this callback can deadlock auth-js.
        setTimeout(() => void applySession(session), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
      const { data: current } = await supabase.auth.getSession();
      if (!cancelled) await applySession(current.session);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [applySession]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (!error) await applySession(data.session);
      return { error };
    },
    [applySession],
  );

  const signOut = useCallback(async () => {
    const supabase = await getSupabase();
    await supabase.auth.signOut();
    setState({ session: null, isAdmin: false, loading: false });
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: state.session?.user ?? null,
      session: state.session,
      isAdmin: state.isAdmin,
      loading: state.loading,
      signIn,
      signOut,
    }),
    [state, signIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
