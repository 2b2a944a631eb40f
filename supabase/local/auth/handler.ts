// /auth/v1: the GoTrue endpoints supabase-js uses for e-mail/password
// sessions and the admin user API.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { signJwt, verifyJwt, type JwtClaims } from '../jwt';
import { API_VERSION, AuthError, renderAuthError } from './errors';
import { FailureLimiter } from './rate-limit';
import {
  findUserByEmailWithPassword,
  findUserById,
  identitiesOf,
  loadUserJson,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from './users';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

function body(req: StackRequest): Record<string, unknown> {
  const text = req.body.toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

function bearer(req: StackRequest): string | null {
  const value = header(req, 'authorization');
  const m = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return m ? (m[1] as string) : null;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** "24h", "30m", "1h30m", "none" as GoTrue's ban_duration (Go durations). */
function parseDuration(value: string): number | null {
  if (value === 'none') return 0;
  const re = /(\d+(?:\.\d+)?)(h|m|s|ms)/g;
  let total = 0;
  let matched = '';
  for (const m of value.matchAll(re)) {
    const n = Number(m[1]);
    total += m[2] === 'h' ? n * 3600e3 : m[2] === 'm' ? n * 60e3 : m[2] === 's' ? n * 1e3 : n;
    matched += m[0];
  }
  return matched === value && matched !== '' ? total : null;
}

export function createAuthHandler(db: StackDatabase, config: StackConfig) {
  const issuer = `${config.apiUrl}/auth/v1`;
  const limiter = new FailureLimiter(
    config.authFailureWindowSeconds * 1000,
    config.authMaxFailuresPerEmail,
    config.authMaxFailuresPerIp,
  );
  // Failures take at least this long whether or not the e-mail exists.
  const failureFloorMs = Number(process.env.STACK_AUTH_FAILURE_FLOOR_MS ?? 200);

  function accessToken(user: UserRow, sessionId: string, signedInAt: number) {
    const now = Math.floor(Date.now() / 1000);
    const claims: JwtClaims = {
      iss: issuer,
      sub: user.id,
      aud: user.aud || 'authenticated',
      exp: now + config.jwtExpirySeconds,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: signedInAt }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    };
    return { token: signJwt(claims, config.jwtSecret), exp: claims.exp as number };
  }

  async function newRefreshToken(tx: Transaction, user: UserRow, sessionId: string, parent: string | null) {
    const token = randomBytes(16).toString('base64url');
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4)`,
      [token, user.id, parent, sessionId],
      RAW,
    );
    return token;
  }

  async function tokenResponse(
    tx: Transaction,
    user: UserRow,
    sessionId: string,
    refreshToken: string,
    signedInAt: number,
  ) {
    const fresh = await findUserById(tx, user.id);
    const { token, exp } = accessToken(fresh ?? user, sessionId, signedInAt);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: config.jwtExpirySeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await loadUserJson(tx, fresh ?? user),
    };
  }

  // -------------------------------------------------------------- /token

  async function passwordGrant(req: StackRequest): Promise<StackResponse> {
    const input = body(req);
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    const password = typeof input.password === 'string' ? input.password : '';
    if (!email && typeof input.phone !== 'string') {
      throw new AuthError(400, 'validation_failed', 'missing email or phone');
    }
    if (limiter.isBlocked(email, req.ip)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const started = performance.now();
    const outcome = await db.asSystem(async (tx) => {
      const { user, passwordOk } = await findUserByEmailWithPassword(tx, email, password);
      if (!user || !passwordOk) return { error: 'invalid' as const };
      if (!user.email_confirmed_at) return { error: 'unconfirmed' as const };
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) return { error: 'banned' as const };
      const sessionId = randomUUID();
      await tx.query(
        `insert into auth.sessions (id, user_id, aal, user_agent, ip, refreshed_at) values ($1, $2, 'aal1', $3, $4, now())`,
        [sessionId, user.id, header(req, 'user-agent') ?? null, /^[\d.:a-f]+$/i.test(req.ip) ? req.ip : null],
        RAW,
      );
      await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id], RAW);
      await tx.query(
        `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
        RAW,
      );
      const refresh = await newRefreshToken(tx, user, sessionId, null);
      return { data: await tokenResponse(tx, user, sessionId, refresh, Math.floor(Date.now() / 1000)) };
    });
    if ('error' in outcome) {
      if (outcome.error === 'invalid') {
        limiter.recordFailure(email, req.ip);
        const elapsed = performance.now() - started;
        if (elapsed < failureFloorMs) await sleep(failureFloorMs - elapsed);
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      if (outcome.error === 'unconfirmed') throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    limiter.recordSuccess(email);
    return json(200, outcome.data);
  }

  async function refreshGrant(req: StackRequest): Promise<StackResponse> {
    const input = body(req);
    const token = typeof input.refresh_token === 'string' ? input.refresh_token : '';
    if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
    const outcome = await db.asSystem(async (tx) => {
      const res = await tx.query<{
        token: string;
        revoked: boolean;
        session_id: string | null;
        user_id: string;
        created_at: Date;
      }>(
        `select rt.token, rt.revoked, rt.session_id, rt.user_id, s.created_at
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
         where rt.token = $1`,
        [token],
        RAW,
      );
      const row = res.rows[0];
      if (!row || !row.session_id) return { error: 'not_found' as const };
      if (row.revoked) {
        // Reuse of a rotated token: treat the session's token family as compromised.
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
          [row.session_id],
          RAW,
        );
        return { error: 'reused' as const };
      }
      const user = await findUserById(tx, row.user_id);
      if (!user || user.deleted_at) return { error: 'not_found' as const };
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) return { error: 'banned' as const };
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`,
        [token],
        RAW,
      );
      await tx.query(
        `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
        [row.session_id],
        RAW,
      );
      const next = await newRefreshToken(tx, user, row.session_id, token);
      const signedInAt = Math.floor(new Date(row.created_at).getTime() / 1000);
      return { data: await tokenResponse(tx, user, row.session_id, next, signedInAt) };
    });
    if ('error' in outcome) {
      if (outcome.error === 'reused')
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      if (outcome.error === 'banned') throw new AuthError(400, 'user_banned', 'User is banned');
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return json(200, outcome.data);
  }

  // -------------------------------------------------------------- session-bound endpoints

  /** GoTrue's requireAuthentication + maybeLoadUserOrSession. */
  async function authenticate(tx: Transaction, req: StackRequest): Promise<{ user: UserRow; claims: JwtClaims }> {
    const token = bearer(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const result = verifyJwt(token, config.jwtSecret);
    if (!result.ok) {
      const reason = result.kind === 'expired' ? 'token has invalid claims: token is expired' : result.message;
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    const claims = result.claims;
    if (typeof claims.sub !== 'string' || !claims.sub)
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = await findUserById(tx, claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (typeof claims.session_id === 'string' && claims.session_id) {
      const s = await tx.query(
        `select 1 from auth.sessions where id = $1 and user_id = $2`,
        [claims.session_id, user.id],
        RAW,
      );
      if (s.rows.length === 0) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return { user, claims };
  }

  async function getUser(req: StackRequest): Promise<StackResponse> {
    const data = await db.asSystem(async (tx) => {
      const { user } = await authenticate(tx, req);
      return loadUserJson(tx, user);
    });
    return json(200, data);
  }

  async function updateUser(req: StackRequest): Promise<StackResponse> {
    const input = body(req);
    const data = await db.asSystem(async (tx) => {
      const { user } = await authenticate(tx, req);
      await applyUserChanges(tx, user.id, {
        email: input.email,
        password: input.password,
        userMetadata: input.data,
      });
      const fresh = (await findUserById(tx, user.id)) as UserRow;
      return loadUserJson(tx, fresh);
    });
    return json(200, data);
  }

  async function logout(req: StackRequest): Promise<StackResponse> {
    const scope = req.url.searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    await db.asSystem(async (tx) => {
      const { user, claims } = await authenticate(tx, req);
      const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
      if (scope === 'global') {
        await tx.query(`delete from auth.sessions where user_id = $1`, [user.id], RAW);
      } else if (scope === 'local' && sessionId) {
        await tx.query(`delete from auth.sessions where id = $1`, [sessionId], RAW);
      } else if (scope === 'others' && sessionId) {
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId], RAW);
      }
    });
    return { status: 204 };
  }

  // -------------------------------------------------------------- admin

  function requireAdmin(req: StackRequest): void {
    const token = bearer(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const result = verifyJwt(token, config.jwtSecret);
    if (!result.ok)
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${result.message}`);
    if (!ADMIN_ROLES.has(String(result.claims.role ?? ''))) throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  interface UserChanges {
    email?: unknown;
    password?: unknown;
    phone?: unknown;
    emailConfirm?: unknown;
    userMetadata?: unknown;
    appMetadata?: unknown;
    role?: unknown;
    banDuration?: unknown;
  }

  function checkPassword(password: string): void {
    if (password.length < 6) {
      throw new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', {
        weak_password: { reasons: ['length'] },
      });
    }
  }

  async function emailTaken(tx: Transaction, email: string, exceptId: string | null): Promise<boolean> {
    const res = await tx.query(
      `select 1 from auth.users where lower(email) = lower($1) and not is_sso_user and ($2::uuid is null or id <> $2::uuid)`,
      [email, exceptId],
      RAW,
    );
    return res.rows.length > 0;
  }

  async function applyUserChanges(tx: Transaction, id: string, changes: UserChanges): Promise<void> {
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
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', ${config.bcryptCost})), updated_at = now() where id = $1`,
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
      const ms = typeof changes.banDuration === 'string' ? parseDuration(changes.banDuration) : null;
      if (ms === null) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
      await tx.query(
        `update auth.users set banned_until = case when $2::bigint = 0 then null else now() + ($2::bigint * interval '1 millisecond') end where id = $1`,
        [id, String(Math.round(ms))],
        RAW,
      );
      if (ms > 0) await tx.query(`delete from auth.sessions where user_id = $1`, [id], RAW);
    }
  }

  async function adminCreateUser(req: StackRequest): Promise<StackResponse> {
    requireAdmin(req);
    const input = body(req);
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    const phone = typeof input.phone === 'string' ? input.phone.trim() : '';
    if (!email && !phone)
      throw new AuthError(400, 'validation_failed', 'Unable to validate request: email or phone is required');
    if (email && !/^[^@\s]+@[^@\s]+$/.test(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (typeof input.password === 'string') checkPassword(input.password);
    const data = await db.asSystem(async (tx) => {
      if (email && (await emailTaken(tx, email, null))) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const id = typeof input.id === 'string' && /^[0-9a-f-]{36}$/i.test(input.id) ? input.id : randomUUID();
      const provider = email ? 'email' : 'phone';
      const appMeta = { provider, providers: [provider], ...(isObject(input.app_metadata) ? input.app_metadata : {}) };
      const userMeta = isObject(input.user_metadata) ? input.user_metadata : {};
      await tx.query(
        `insert into auth.users (id, aud, role, email, phone, raw_app_meta_data, raw_user_meta_data, email_confirmed_at, phone_confirmed_at)
         values ($1, 'authenticated', $2, nullif($3, ''), nullif($4, ''), $5::jsonb, $6::jsonb,
                 case when $7 = 'true' then now() end, case when $8 = 'true' then now() end)`,
        [
          id,
          typeof input.role === 'string' && input.role ? input.role : 'authenticated',
          email,
          phone,
          JSON.stringify(appMeta),
          JSON.stringify(userMeta),
          String(input.email_confirm === true),
          String(input.phone_confirm === true),
        ],
        RAW,
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1, $2::uuid, $3::jsonb, $4, now(), now())`,
        [
          id,
          id,
          JSON.stringify({
            sub: id,
            email: email || undefined,
            email_verified: input.email_confirm === true,
            phone_verified: false,
          }),
          provider,
        ],
        RAW,
      );
      await applyUserChanges(tx, id, {
        password: input.password,
        banDuration: input.ban_duration,
      });
      return loadUserJson(tx, (await findUserById(tx, id)) as UserRow);
    });
    return json(200, data);
  }

  async function adminListUsers(req: StackRequest): Promise<StackResponse> {
    requireAdmin(req);
    const page = Math.max(1, Number.parseInt(req.url.searchParams.get('page') ?? '1', 10) || 1);
    const perPage = Math.min(
      1000,
      Math.max(1, Number.parseInt(req.url.searchParams.get('per_page') ?? '50', 10) || 50),
    );
    const { rows, total } = await db.asSystem(async (tx) => {
      const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users`);
      const res = await tx.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`,
      );
      const identities = await identitiesOf(
        tx,
        res.rows.map((u) => u.id),
      );
      return { rows: res.rows.map((u) => userJson(u, identities.get(u.id))), total: count.rows[0]?.n ?? 0 };
    });
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = `${config.apiUrl}/auth/v1/admin/users`;
    const links = [`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`];
    if (page < lastPage) links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    return json(200, { users: rows, aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
  }

  async function adminUser(req: StackRequest, id: string): Promise<StackResponse> {
    requireAdmin(req);
    const notFound = () => new AuthError(404, 'user_not_found', 'User not found');
    if (req.method === 'GET') {
      const data = await db.asSystem(async (tx) => {
        const user = await findUserById(tx, id);
        if (!user) throw notFound();
        return loadUserJson(tx, user);
      });
      return json(200, data);
    }
    if (req.method === 'PUT') {
      const input = body(req);
      const data = await db.asSystem(async (tx) => {
        if (!(await findUserById(tx, id))) throw notFound();
        await applyUserChanges(tx, id, {
          email: input.email,
          password: input.password,
          phone: input.phone,
          emailConfirm: input.email_confirm,
          userMetadata: input.user_metadata,
          appMetadata: input.app_metadata,
          role: input.role,
          banDuration: input.ban_duration,
        });
        return loadUserJson(tx, (await findUserById(tx, id)) as UserRow);
      });
      return json(200, data);
    }
    if (req.method === 'DELETE') {
      const data = await db.asSystem(async (tx) => {
        const user = await findUserById(tx, id);
        if (!user) throw notFound();
        const out = await loadUserJson(tx, user);
        await tx.query(`delete from auth.users where id = $1`, [id], RAW);
        return out;
      });
      return json(200, data);
    }
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }

  function settings(): StackResponse {
    return json(200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }

  return async function handleAuth(req: StackRequest): Promise<StackResponse> {
    const version = header(req, 'x-supabase-api-version');
    try {
      const path = req.path.replace(/\/+$/, '') || '/';
      let res: StackResponse;
      if (path === '/token' && req.method === 'POST') {
        const grant = req.url.searchParams.get('grant_type');
        if (grant === 'password') res = await passwordGrant(req);
        else if (grant === 'refresh_token') res = await refreshGrant(req);
        else throw new AuthError(400, 'validation_failed', `unsupported_grant_type`);
      } else if (path === '/user' && req.method === 'GET') res = await getUser(req);
      else if (path === '/user' && req.method === 'PUT') res = await updateUser(req);
      else if (path === '/logout' && req.method === 'POST') res = await logout(req);
      else if ((path === '/settings' || path === '/health') && req.method === 'GET') {
        res = path === '/settings' ? settings() : json(200, { name: 'GoTrue (local stack)', version: 'local' });
      } else if (path === '/admin/users' && req.method === 'POST') res = await adminCreateUser(req);
      else if (path === '/admin/users' && req.method === 'GET') res = await adminListUsers(req);
      else if (/^\/admin\/users\/[^/]+$/.test(path))
        res = await adminUser(req, decodeURIComponent(path.split('/')[3] as string));
      else
        throw new AuthError(
          404,
          'not_found',
          'Not found: this local stack implements e-mail/password auth and the admin user API only',
        );
      if (version) res.headers = { ...res.headers, 'X-Supabase-Api-Version': API_VERSION };
      return res;
    } catch (error) {
      if (error instanceof AuthError) return renderAuthError(error, version);
      throw error;
    }
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
