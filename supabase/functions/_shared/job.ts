/**
 * A scheduled edge function: pg_cron calls it through pg_net on a hosted project, the local stack's
 * scheduler over HTTP, both from supabase/hosted/schedules.sql and with the service role key. It
 * answers POST from the service role only, runs its job, and answers the job's report as JSON.
 * Every function built with scheduledJob() has its line in schedules.sql, and every function line
 * there names one (tests/integration/scheduled-jobs.test.ts).
 *
 * Environment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (set by the platform).
 * Web-standard APIs only: runs on Supabase Edge (Deno) and in the local stack (Node).
 */
import { bearerToken, failureResponse, json, keyHeaders, type GetEnv } from './http.ts';

const PROJECT_TIMEOUT_MS = 15_000;

export interface JobContext {
  getEnv: GetEnv;
  supabaseUrl: string;
  /** A request to the project's own APIs (`/rest/v1/…`, `/storage/v1/…`) as the service role. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** A database function through the REST API; rejects with its name and the answer when refused. */
  rpc<T>(name: string, args?: Record<string, unknown>): Promise<T>;
}

/** Compares without stopping at the first difference (no timing hint about the key). */
function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * The function's createHandler(getEnv). `run` answers the report; it throws HttpFailure for an
 * answer of its own (a missing secret, an unreachable database).
 */
export function scheduledJob(name: string, run: (job: JobContext) => Promise<unknown>) {
  return function createHandler(getEnv: GetEnv) {
    return async function handle(req: Request): Promise<Response> {
      if (req.method !== 'POST') return json(405, { error: 'Méthode non autorisée : utilisez POST.' });
      const supabaseUrl = getEnv('SUPABASE_URL')?.replace(/\/+$/, '');
      const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
      if (!supabaseUrl || !serviceKey) return json(500, { error: 'Variables Supabase manquantes.' });
      if (!sameSecret(bearerToken(req) ?? '', serviceKey)) return json(403, { error: 'Réservé au rôle de service.' });

      const call = (path: string, init: RequestInit = {}) =>
        fetch(`${supabaseUrl}${path}`, {
          ...init,
          headers: keyHeaders(serviceKey),
          signal: AbortSignal.timeout(PROJECT_TIMEOUT_MS),
        });
      async function rpc<T>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
        const response = await call(`/rest/v1/rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) });
        const text = await response.text();
        if (!response.ok) throw new Error(`${fn}: HTTP ${response.status} ${text.slice(0, 300)}`);
        return JSON.parse(text) as T;
      }

      try {
        return json(200, await run({ getEnv, supabaseUrl, call, rpc }));
      } catch (error) {
        return failureResponse(name, error, 'La tâche a échoué : voir les journaux de la fonction.');
      }
    };
  };
}
