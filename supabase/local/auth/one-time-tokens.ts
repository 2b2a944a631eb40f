// The one-time tokens of e-mail links, as GoTrue makes and checks them (internal/crypto/crypto.go,
// internal/api/verify.go, internal/api/mail.go, internal/models/one_time_token.go). The user row
// holds the hash, in recovery_token or confirmation_token, and auth.one_time_tokens holds it again,
// one row per user and type: a token_hash is looked up there, then checked against the user row.
import { createHmac, randomInt } from 'node:crypto';
import { RAW } from '../db-session';
import type { Transaction } from '../sql-tx';
import { AuthError } from './errors';

/** The values of auth.one_time_token_type the stack writes (e-mail links only: no phone). */
export type OneTimeTokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

/** GoTrue's default [auth.email] otp_length. */
const OTP_LENGTH = 6;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * {{ .TokenHash }}: hex HMAC-SHA-224 of the address followed by the code, keyed with a secret of
 * the server. GoTrue's crypto.GenerateTokenHash is the plain SHA-224 of the same text, so anyone
 * who knows the address can compute the million possible hashes and try them as `token_hash`
 * links, which no per-user count can attribute. Keyed, the hash is as hard to guess as 224 random
 * bits, and the 6-digit code stays checkable (same text, same key) under the wrong-code limit.
 * Same length and alphabet as GoTrue's: the links and the product do not change.
 */
export function tokenHash(key: Buffer, email: string, otp: string): string {
  return createHmac('sha224', key)
    .update(email + otp)
    .digest('hex');
}

/** The key of tokenHash, derived from the stack's JWT secret (never sent, never stored). */
export function tokenHashKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('auth e-mail link token hash').digest();
}

export function isOtpExpired(sentAt: Date | null, otpExpirySeconds: number, now = Date.now()): boolean {
  return !sentAt || now > new Date(sentAt).getTime() + otpExpirySeconds * 1000;
}

/** validateSentWithinFrequencyLimit: 429 with the whole seconds left, as Go's Duration / time.Second truncates. */
export function assertSendAllowed(sentAt: Date | null, maxFrequencySeconds: number, now = Date.now()): void {
  if (!sentAt) return;
  assertSendAllowedAt(new Date(sentAt).getTime() + maxFrequencySeconds * 1000 - now);
}

/** The same 429 when `leftMs` remain before another e-mail may be sent. */
export function assertSendAllowedAt(leftMs: number): void {
  if (leftMs > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.trunc(leftMs / 1000)} seconds.`,
    );
  }
}

/**
 * models.CreateOneTimeToken: the user's token of this type, replacing the previous one. relates_to
 * is the address the link was sent to, lower-cased as GoTrue stores it.
 */
export async function recordOneTimeToken(
  tx: Transaction,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await clearOneTimeTokens(tx, userId, type);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::auth.one_time_token_type, $3, lower($4), now(), now())`,
    [userId, type, hash, relatesTo],
    RAW,
  );
}

/** ClearOneTimeTokenForUser (one type) or ClearAllOneTimeTokensForUser (every type). */
export async function clearOneTimeTokens(tx: Transaction, userId: string, type?: OneTimeTokenType): Promise<void> {
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and ($2::auth.one_time_token_type is null or token_type = $2)`,
    [userId, type ?? null],
    RAW,
  );
}

/** FindOneTimeToken: whose token of one of these types is this hash. */
export async function findOneTimeToken(
  tx: Transaction,
  hash: string,
  types: readonly OneTimeTokenType[],
): Promise<{ user_id: string; token_type: OneTimeTokenType } | null> {
  if (!hash) return null;
  const res = await tx.query<{ user_id: string; token_type: OneTimeTokenType }>(
    `select user_id, token_type::text as token_type from auth.one_time_tokens
     where token_hash = $1 and token_type::text = any($2::text[])
     order by created_at desc limit 1`,
    [hash, `{${types.join(',')}}`],
    RAW,
  );
  return res.rows[0] ?? null;
}

/** The user's token columns as they were before a new link, and that link's one_time_tokens type. */
export interface PreviousTokens {
  columns: Record<string, string | null>;
  type: OneTimeTokenType;
  relatesTo: string;
}

/** Reads the columns a new link is about to overwrite, to put back if its e-mail cannot be sent. */
export async function snapshotTokens(
  tx: Transaction,
  userId: string,
  columns: readonly string[],
  type: OneTimeTokenType,
  relatesTo: string,
): Promise<PreviousTokens> {
  const res = await tx.query<Record<string, string | Date | null>>(
    `select ${columns.join(', ')} from auth.users where id = $1`,
    [userId],
    RAW,
  );
  const row = res.rows[0] ?? {};
  return {
    columns: Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ),
    type,
    relatesTo,
  };
}

/**
 * What GoTrue's rolled-back transaction leaves when the e-mail fails: the previous columns and
 * one_time_tokens row of that type, so the new token is unusable.
 */
export async function restoreTokens(tx: Transaction, userId: string, previous: PreviousTokens): Promise<void> {
  const columns = Object.keys(previous.columns);
  await tx.query(
    `update auth.users set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
    [userId, ...columns.map((c) => previous.columns[c] ?? null)],
    RAW,
  );
  const token = previous.columns[previous.type];
  if (token) await recordOneTimeToken(tx, userId, previous.type, token, previous.relatesTo);
  else await clearOneTimeTokens(tx, userId, previous.type);
}
