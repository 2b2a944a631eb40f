// HS256 JSON Web Tokens, the only algorithm the local keys and GoTrue tokens use.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & {
  role?: string;
  sub?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
  session_id?: string;
};

export type JwtFailure =
  /** Not three parts, not base64url JSON, wrong algorithm or signature. */
  | { ok: false; kind: 'invalid'; message: string }
  /** Well formed and signed, but a time claim rules it out. */
  | { ok: false; kind: 'expired' | 'not_yet_valid'; message: string };

export type JwtResult = { ok: true; claims: JwtClaims } | JwtFailure;

/** PostgREST and GoTrue allow this much clock skew on exp/nbf/iat. */
const LEEWAY_SECONDS = 30;

function b64urlJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign(`${header}.${payload}`, secret).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

export function verifyJwt(token: string, secret: string, now = Date.now() / 1000): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, kind: 'invalid', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = b64urlJson(headerPart);
    claims = b64urlJson(payloadPart);
  } catch {
    return { ok: false, kind: 'invalid', message: 'JWT cryptographic operation failed' };
  }
  if (!header || typeof header !== 'object' || (header as { alg?: unknown }).alg !== 'HS256') {
    // Refusing every other alg (notably "none") is what makes forged tokens fail.
    return { ok: false, kind: 'invalid', message: 'No suitable key or wrong key type' };
  }
  const expected = sign(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, kind: 'invalid', message: 'No suitable key or wrong key type' };
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    return { ok: false, kind: 'invalid', message: 'The JWT payload is not a JSON object' };
  }
  const c = claims as JwtClaims;
  if (typeof c.exp === 'number' && now > c.exp + LEEWAY_SECONDS) {
    return { ok: false, kind: 'expired', message: 'JWT expired' };
  }
  if (typeof c.nbf === 'number' && now + LEEWAY_SECONDS < c.nbf) {
    return { ok: false, kind: 'not_yet_valid', message: 'JWT not yet valid' };
  }
  if (typeof c.iat === 'number' && now + LEEWAY_SECONDS < c.iat) {
    return { ok: false, kind: 'not_yet_valid', message: 'JWT issued at future' };
  }
  return { ok: true, claims: c };
}
