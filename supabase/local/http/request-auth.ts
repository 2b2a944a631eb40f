// The gateway's key check and PostgREST's JWT → role step, shared by the APIs.
import type { RequestAuth } from '../db-session';
import { verifyJwt, type JwtResult } from '../jwt';
import { ApiError } from './api-error';
import { header, type StackRequest } from './types';

/** Roles a token may ask for; anything else would let a token pick an arbitrary database role. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export function apiKeyOf(req: StackRequest): string | undefined {
  return header(req, 'apikey') ?? req.url.searchParams.get('apikey') ?? undefined;
}

export function bearerOf(req: StackRequest): string | undefined {
  const value = header(req, 'authorization');
  if (!value) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(value.trim());
  return m ? (m[1] as string).trim() : value.trim();
}

/**
 * /auth/v1 paths the hosted gateway serves without key-auth (Supabase's Kong route `auth-v1-open`):
 * the link of an e-mail is opened by a browser that has no apikey.
 */
export function isOpenAuthPath(path: string): boolean {
  return /^\/verify\/?$/.test(path);
}

/** What the hosted gateway answers before a request reaches /rest/v1 or /auth/v1. */
export function checkApiKey(req: StackRequest, secret: string): void {
  const key = apiKeyOf(req);
  if (!key) {
    throw new ApiError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const result = verifyJwt(key, secret);
  if (!result.ok && result.kind === 'invalid') {
    throw new ApiError(401, { message: 'Invalid API key', hint: 'Double check the provided API key.' });
  }
}

export type TokenCheck =
  | { ok: true; auth: RequestAuth }
  | { ok: false; result: Exclude<JwtResult, { ok: true }> | { ok: false; kind: 'role'; message: string } };

/** The token is the Authorization bearer, or the apikey when there is none (as the gateway does). */
export function resolveToken(req: StackRequest, secret: string): TokenCheck {
  const token = bearerOf(req) ?? apiKeyOf(req);
  if (!token) return { ok: true, auth: { role: 'anon', claims: { role: 'anon' } } };
  const result = verifyJwt(token, secret);
  if (!result.ok) return { ok: false, result };
  const role = typeof result.claims.role === 'string' && result.claims.role ? result.claims.role : 'anon';
  if (!API_ROLES.has(role)) {
    return { ok: false, result: { ok: false, kind: 'role', message: `role "${role}" is not allowed` } };
  }
  return { ok: true, auth: { role, claims: result.claims } };
}

/** PostgREST's 401 for a token it cannot use. */
export function restAuth(req: StackRequest, secret: string): RequestAuth {
  const check = resolveToken(req, secret);
  if (check.ok) return check.auth;
  const { kind, message } = check.result;
  const code = kind === 'invalid' || kind === 'role' ? 'PGRST301' : 'PGRST303';
  throw new ApiError(
    401,
    { code, details: null, hint: null, message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"` },
  );
}
