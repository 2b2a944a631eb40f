import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase-lazy';

/** HTTP status of a service error, when it has one (used to skip retries of 4xx). */
function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** PostgREST's answers to an expired, revoked or forged JWT (always with HTTP 401). */
export function isSessionRejected(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: string }).code;
  return code === 'PGRST301' || code === 'PGRST303';
}

/**
 * Forget a session the API no longer accepts: auth-js then emits SIGNED_OUT and the admin guard
 * sends the user to /admin/login, remembering the page to return to after signing in again.
 */
function dropRejectedSession(error: unknown) {
  if (!isSessionRejected(error)) return;
  void getSupabase().then((supabase) => supabase.auth.signOut({ scope: 'local' }));
}

/** One error policy for the app: never retry a request the server refused (4xx). */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: dropRejectedSession }),
    mutationCache: new MutationCache({ onError: dropRejectedSession }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = errorStatus(error);
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
