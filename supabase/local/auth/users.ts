// auth.users / auth.identities access and the User JSON GoTrue returns.
import type { Transaction } from '../sql-tx';
import { RAW } from '../db-session';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmed_at, invited_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, deleted_at,
  is_anonymous`;

/** Hashes written by other bcrypt libraries ($2b$/$2y$) verify with pgcrypto once given the $2a$ prefix. */
const NORMALISED_HASH = `regexp_replace(u.encrypted_password, '^\\$2[by]\\$', '$2a$')`;

export async function findUserByEmailWithPassword(
  tx: Transaction,
  email: string,
  password: string,
): Promise<{ user: UserRow | null; passwordOk: boolean }> {
  const res = await tx.query<UserRow & { password_ok: boolean }>(
    `select ${USER_COLUMNS},
       coalesce(u.encrypted_password <> '' and extensions.crypt($2, ${NORMALISED_HASH}) = ${NORMALISED_HASH}, false) as password_ok
     from auth.users u
     where lower(u.email) = lower($1) and u.deleted_at is null and not u.is_sso_user
     limit 1`,
    [email, password],
    RAW,
  );
  const row = res.rows[0];
  if (!row) {
    // Spend a real bcrypt computation anyway, so timing does not reveal unknown e-mails.
    await tx.query(`select extensions.crypt($1, extensions.gen_salt('bf', 10))`, [password], RAW);
    return { user: null, passwordOk: false };
  }
  return { user: row, passwordOk: row.password_ok };
}

/** FindUserByEmailAndAudience: the account an e-mail names (SSO users excluded). */
export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | null> {
  const res = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where lower(u.email) = lower($1) and not u.is_sso_user limit 1`,
    [email],
    RAW,
  );
  return res.rows[0] ?? null;
}

/** Whether `password` is the user's current one (GoTrue refuses it as a new password). */
export async function isCurrentPassword(tx: Transaction, id: string, password: string): Promise<boolean> {
  const res = await tx.query<{ same: boolean }>(
    `select coalesce(u.encrypted_password <> '' and extensions.crypt($2, ${NORMALISED_HASH}) = ${NORMALISED_HASH}, false) as same
     from auth.users u where u.id = $1`,
    [id, password],
    RAW,
  );
  return res.rows[0]?.same ?? false;
}

export function isBanned(user: UserRow, now = Date.now()): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > now;
}

export async function findUserById(tx: Transaction, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const res = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id], RAW);
  return res.rows[0] ?? null;
}

export async function identitiesOf(tx: Transaction, userIds: string[]): Promise<Map<string, IdentityRow[]>> {
  const map = new Map<string, IdentityRow[]>();
  if (userIds.length === 0) return map;
  const res = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = any($1::uuid[]) order by created_at`,
    [`{${userIds.join(',')}}`],
    RAW,
  );
  for (const row of res.rows) {
    const list = map.get(row.user_id) ?? [];
    list.push(row);
    map.set(row.user_id, list);
  }
  return map;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** The User object of GoTrue's API; optional timestamps are omitted when null. */
export function userJson(user: UserRow, identities: IdentityRow[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud || 'authenticated',
    role: user.role || 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.confirmed_at),
    invited_at: iso(user.invited_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

export async function loadUserJson(tx: Transaction, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await identitiesOf(tx, [user.id]);
  return userJson(user, identities.get(user.id));
}

export { USER_COLUMNS };
