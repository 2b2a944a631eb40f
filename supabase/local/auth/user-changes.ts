// Changes to a user (PUT /user and the admin API) with GoTrue's validation rules.
import type { Transaction } from '../sql-tx';
import { MINIMUM_PASSWORD_LENGTH, parseGoDuration } from '../config';
import { RAW } from '../db-session';
import { AuthError } from './errors';

/** ban_duration: a Go duration ("24h", "876000h") or "none" (lift the ban). */
function parseBanDuration(value: string): number | null {
  return value === 'none' ? 0 : parseGoDuration(value);
}

export interface UserChanges {
  email?: unknown;
  password?: unknown;
  phone?: unknown;
  emailConfirm?: unknown;
  userMetadata?: unknown;
  appMetadata?: unknown;
  role?: unknown;
  banDuration?: unknown;
}

export function checkPassword(password: string): void {
  if (password.length < MINIMUM_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

export async function emailTaken(tx: Transaction, email: string, exceptId: string | null): Promise<boolean> {
  const res = await tx.query(
    `select 1 from auth.users where lower(email) = lower($1) and not is_sso_user and ($2::uuid is null or id <> $2::uuid)`,
    [email, exceptId],
    RAW,
  );
  return res.rows.length > 0;
}

export async function applyUserChanges(
  tx: Transaction,
  id: string,
  changes: UserChanges,
  bcryptCost: number,
): Promise<void> {
  if (changes.email !== undefined) {
    if (typeof changes.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(changes.email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    const email = changes.email.trim().toLowerCase();
    if (await emailTaken(tx, email, id)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [id, email], RAW);
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [id, email],
      RAW,
    );
  }
  if (changes.password !== undefined) {
    if (typeof changes.password !== 'string')
      throw new AuthError(400, 'validation_failed', 'password must be a string');
    checkPassword(changes.password);
    await tx.query(
      `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', ${Math.trunc(bcryptCost)})), updated_at = now() where id = $1`,
      [id, changes.password],
      RAW,
    );
  }
  if (changes.phone !== undefined) {
    await tx.query(
      `update auth.users set phone = nullif($2, ''), updated_at = now() where id = $1`,
      [id, String(changes.phone ?? '')],
      RAW,
    );
  }
  if (changes.emailConfirm === true) {
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [id],
      RAW,
    );
  }
  if (changes.userMetadata !== undefined && changes.userMetadata !== null) {
    // GoTrue merges top-level keys; a null value removes the key.
    await tx.query(
      `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || $2::jsonb), updated_at = now() where id = $1`,
      [id, JSON.stringify(changes.userMetadata)],
      RAW,
    );
  }
  if (changes.appMetadata !== undefined && changes.appMetadata !== null) {
    await tx.query(
      `update auth.users set raw_app_meta_data = jsonb_strip_nulls(coalesce(raw_app_meta_data, '{}') || $2::jsonb), updated_at = now() where id = $1`,
      [id, JSON.stringify(changes.appMetadata)],
      RAW,
    );
  }
  if (typeof changes.role === 'string' && changes.role) {
    await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, changes.role], RAW);
  }
  if (changes.banDuration !== undefined) {
    const ms = typeof changes.banDuration === 'string' ? parseBanDuration(changes.banDuration) : null;
    if (ms === null) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
    await tx.query(
      `update auth.users set banned_until = case when $2::bigint = 0 then null else now() + ($2::bigint * interval '1 millisecond') end where id = $1`,
      [id, String(Math.round(ms))],
      RAW,
    );
    if (ms > 0) await tx.query(`delete from auth.sessions where user_id = $1`, [id], RAW);
  }
}
