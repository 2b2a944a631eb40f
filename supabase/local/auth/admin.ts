// GoTrue's admin user API (/admin/users), for the service role only.
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { verifyJwt } from '../jwt';
import { AuthError } from './errors';
import { bearer, body, isObject } from './request';
import { applyUserChanges, checkPassword, emailTaken } from './user-changes';
import { findUserById, identitiesOf, loadUserJson, USER_COLUMNS, userJson, type UserRow } from './users';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export function createAdminApi(db: StackDatabase, config: StackConfig) {
  function requireAdmin(req: StackRequest): void {
    const token = bearer(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const result = verifyJwt(token, config.jwtSecret);
    if (!result.ok)
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${result.message}`);
    if (!ADMIN_ROLES.has(String(result.claims.role ?? ''))) throw new AuthError(403, 'not_admin', 'User not allowed');
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
      const requestedId = typeof input.id === 'string' && /^[0-9a-f-]{36}$/i.test(input.id) ? input.id : null;
      const provider = email ? 'email' : 'phone';
      const appMeta = { provider, providers: [provider], ...(isObject(input.app_metadata) ? input.app_metadata : {}) };
      const userMeta = isObject(input.user_metadata) ? input.user_metadata : {};
      // models.NewUser + tx.Create: GoTrue writes every column itself (auth.users has no defaults
      // for them), the unused tokens as empty strings; the password, if any, is set below.
      const created = await tx.query<{ id: string }>(
        `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, raw_app_meta_data,
                                 raw_user_meta_data, is_super_admin, email_confirmed_at, phone_confirmed_at,
                                 confirmation_token, recovery_token, email_change_token_new, email_change,
                                 email_change_token_current, phone_change, phone_change_token, reauthentication_token,
                                 created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', coalesce($1::uuid, gen_random_uuid()), 'authenticated', $2,
                 nullif($3, ''), nullif($4, ''), '', $5::jsonb, $6::jsonb, false,
                 case when $7 = 'true' then now() end, case when $8 = 'true' then now() end,
                 '', '', '', '', '', '', '', '', now(), now())
         returning id`,
        [
          requestedId,
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
      const id = (created.rows[0] as { id: string }).id;
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
      await applyUserChanges(
        tx,
        id,
        {
          password: input.password,
          banDuration: input.ban_duration,
        },
        config.bcryptCost,
      );
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
        await applyUserChanges(
          tx,
          id,
          {
            email: input.email,
            password: input.password,
            phone: input.phone,
            emailConfirm: input.email_confirm,
            userMetadata: input.user_metadata,
            appMetadata: input.app_metadata,
            role: input.role,
            banDuration: input.ban_duration,
          },
          config.bcryptCost,
        );
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

  return { adminCreateUser, adminListUsers, adminUser, requireAdmin };
}
