/**
 * What the staff-facing functions share: CORS for the browser, JSON answers carrying a French
 * `error`, the caller's bearer token, the project's own URLs and keys, and calls to the
 * project's APIs where a network failure or a 5xx becomes « unavailable ».
 * Web-standard APIs only: runs on Supabase Edge (Deno) and in the local stack (Node).
 */
export type GetEnv = (key: string) => string | undefined;

const PROJECT_TIMEOUT_MS = 10_000;

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A refusal to answer as `{ error }` with this status. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

export interface ProjectEnv {
  url: string;
  anonKey: string;
  serviceKey: string;
}

/** The platform's variables (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY), or null. */
export function projectEnv(getEnv: GetEnv): ProjectEnv | null {
  const url = getEnv('SUPABASE_URL')?.replace(/\/+$/, '');
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  return url && anonKey && serviceKey ? { url, anonKey, serviceKey } : null;
}

export function serviceHeaders(env: ProjectEnv): Record<string, string> {
  return { apikey: env.serviceKey, Authorization: `Bearer ${env.serviceKey}`, 'Content-Type': 'application/json' };
}

/** Headers of a call made as the caller (RLS applies to them). */
export function callerHeaders(env: ProjectEnv, token: string): Record<string, string> {
  return { apikey: env.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/**
 * A call to the project's own APIs. `fn` names the function in the logs; `unavailable` is the
 * French message of the 503 a network failure or a 5xx turns into.
 */
export async function projectCall(fn: string, unavailable: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROJECT_TIMEOUT_MS) });
  } catch (error) {
    console.error(`${fn}: project call failed`, url, error);
    throw new HttpFailure(503, unavailable);
  }
  if (response.status >= 500) {
    console.error(`${fn}: project answered`, response.status, url, await response.text().catch(() => ''));
    throw new HttpFailure(503, unavailable);
  }
  return response;
}

/** The caller's id, from Auth (the anon or service key is nobody). */
export async function callerId(
  call: (url: string, init: RequestInit) => Promise<Response>,
  env: ProjectEnv,
  token: string,
  unauthenticated: string,
): Promise<string> {
  const response = await call(`${env.url}/auth/v1/user`, {
    headers: { apikey: env.anonKey, Authorization: `Bearer ${token}` },
  });
  const user = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (!response.ok || !user || typeof user.id !== 'string') throw new HttpFailure(401, unauthenticated);
  return user.id;
}
