/**
 * What the edge functions share: CORS for the browser, JSON answers carrying a French `error`
 * (and the one answer to whatever a handler throws), the request's JSON body and bearer token,
 * the project's own URLs and keys, and calls to the project's APIs (Storage uploads included)
 * where a network failure or a 5xx becomes « unavailable ».
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

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A refusal to answer as `{ error }` with this status (and these headers: Retry-After, Allow). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * The answer to what a handler threw: an HttpFailure as itself; anything else is logged under the
 * function's name and answered 500 with the function's French `internal` message.
 */
export function failureResponse(fn: string, error: unknown, internal: string): Response {
  if (error instanceof HttpFailure) return json(error.status, { error: error.message }, error.headers);
  console.error(`${fn}: unexpected failure`, error);
  return json(500, { error: internal });
}

/** A request body that must be one JSON object; anything else is a 400 with `invalid`. */
export function jsonObject(text: string, invalid: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpFailure(400, invalid);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpFailure(400, invalid);
  return body as Record<string, unknown>;
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

/** JSON headers of a call made with one of the project's keys, as whoever the key names. */
export function keyHeaders(key: string): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
}

export function serviceHeaders(env: ProjectEnv): Record<string, string> {
  return keyHeaders(env.serviceKey);
}

/** Headers of a call made as the caller (RLS applies to them). */
export function callerHeaders(env: ProjectEnv, token: string): Record<string, string> {
  return { apikey: env.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/**
 * The POST that stores a file in a bucket with the service key (`x-upsert`: whether a file of
 * that name is replaced); `headers` adds to Storage's (Cache-Control).
 */
export function storageUpload(
  env: ProjectEnv,
  bytes: Uint8Array,
  contentType: string,
  upsert: boolean,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    headers: { ...serviceHeaders(env), 'Content-Type': contentType, 'x-upsert': String(upsert), ...headers },
    // A plain ArrayBuffer is a BodyInit under every TypeScript lib (Deno's and the DOM's).
    body: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}

/**
 * Stores a file in a bucket with the service key (`upsert`: replace a file of that name). A
 * refusal is logged under `fn` and answered 503 with `unavailable`, as a failed call is.
 */
export async function uploadFile(
  fn: string,
  unavailable: string,
  env: ProjectEnv,
  file: { bucket: string; path: string; bytes: Uint8Array; contentType: string; upsert: boolean },
): Promise<void> {
  const response = await projectCall(
    fn,
    unavailable,
    `${env.url}/storage/v1/object/${file.bucket}/${file.path}`,
    storageUpload(env, file.bytes, file.contentType, file.upsert),
  );
  if (!response.ok) {
    console.error(`${fn}: upload failed`, response.status, await response.text().catch(() => ''));
    throw new HttpFailure(503, unavailable);
  }
  await response.body?.cancel();
}

export interface ProjectCallOptions {
  /** How long the call may take (default 10 s). */
  timeoutMs?: number;
  /** The status a network failure or a 5xx answers (default 503). */
  failureStatus?: number;
}

/**
 * A call to the project's own APIs. `fn` names the function in the logs; `unavailable` is the
 * French message of the 503 (or `failureStatus`) a network failure or a 5xx turns into.
 */
export async function projectCall(
  fn: string,
  unavailable: string,
  url: string,
  init: RequestInit,
  { timeoutMs = PROJECT_TIMEOUT_MS, failureStatus = 503 }: ProjectCallOptions = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    console.error(`${fn}: project call failed`, url, error);
    throw new HttpFailure(failureStatus, unavailable);
  }
  if (response.status >= 500) {
    console.error(`${fn}: project answered`, response.status, url, await response.text().catch(() => ''));
    throw new HttpFailure(failureStatus, unavailable);
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
  if (!response.ok || !user || typeof user.id !== 'string' || user.id === '') {
    throw new HttpFailure(401, unauthenticated);
  }
  return user.id;
}
