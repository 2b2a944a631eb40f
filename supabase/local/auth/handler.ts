// /auth/v1: the GoTrue endpoints supabase-js uses for e-mail/password sessions, passwordless
// sign-in (otp, verify), e-mail links (recover, invite, verify) and the admin user API.
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { verifyJwt, type JwtClaims } from '../jwt';
import { createAdminApi } from './admin';
import { createEmailChangeApi, type PendingEmailChange } from './email-change';
import { createEmailLinkApi } from './email-links';
import { API_VERSION, AuthError, renderAuthError } from './errors';
import { referrerOf } from './redirect-url';
import { createAuthMailer } from './mailer';
import { createOtpApi } from './otp';
import { createPkceGrant } from './pkce';
import { FailureLimiter } from './rate-limit';
import { createRecoveryLinks } from './recovery-link';
import { AddressGaps } from './request-limits';
import { bearer, body } from './request';
import { clearOneTimeTokens } from './one-time-tokens';
import { createTokenIssuer } from './tokens';
import { applyUserChanges, checkPassword } from './user-changes';
import {
  findUserByEmailWithPassword,
  findUserById,
  isBanned,
  isCurrentPassword,
  loadUserJson,
  type UserRow,
} from './users';
import { createVerifyApi } from './verify';

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createAuthHandler(db: StackDatabase, config: StackConfig) {
  if (config.authSignupEnabled) {
    // The product has no sign-up (accounts are created by staff); neither has this stack.
    throw new Error(
      'supabase/config.toml: [auth] enable_signup = true, but the local stack implements no sign-up (POST /signup, /otp creating accounts).',
    );
  }
  const issuer = createTokenIssuer(config);
  const { newRefreshToken, tokenResponse, signIn } = issuer;
  const { adminCreateUser, adminListUsers, adminUser, requireAdmin } = createAdminApi(db, config);
  const mailer = createAuthMailer(config);
  const recoveryLinks = createRecoveryLinks(db, config, mailer);
  // max_frequency of recovery_sent_at, per address: /recover and /otp both write it.
  const recoveryGaps = new AddressGaps(config.authEmail.maxFrequencySeconds * 1000);
  const { recover, invite } = createEmailLinkApi(db, config, mailer, recoveryLinks, recoveryGaps);
  const { otp } = createOtpApi(db, config, recoveryLinks, recoveryGaps);
  const pkceGrant = createPkceGrant(db, issuer);
  const { requestEmailChange, sendEmailChange } = createEmailChangeApi(db, config, mailer);
  const { verify } = createVerifyApi(db, config, issuer);
  const limiter = new FailureLimiter(
    config.authFailureWindowSeconds * 1000,
    config.authMaxFailuresPerEmail,
    config.authMaxFailuresPerIp,
  );
  // Failures take at least this long whether or not the e-mail exists.
  const failureFloorMs = config.authFailureFloorMs;

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
      if (isBanned(user)) return { error: 'banned' as const };
      return { data: await signIn(tx, user, { userAgent: header(req, 'user-agent'), ip: req.ip }, 'password') };
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
    limiter.recordSuccess(email, req.ip);
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
      if (isBanned(user)) return { error: 'banned' as const };
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
    let emailChange: PendingEmailChange | null = null;
    const data = await db.asSystem(async (tx) => {
      const { user, claims } = await authenticate(tx, req);
      const password = typeof input.password === 'string' ? input.password : undefined;
      if (password) {
        checkPassword(password); // weak_password comes before same_password, as in GoTrue
        if (await isCurrentPassword(tx, user.id, password)) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
      }
      await applyUserChanges(
        tx,
        user.id,
        {
          password: input.password,
          userMetadata: input.data,
        },
        config.bcryptCost,
      );
      if (password) {
        // user.UpdatePassword: pending e-mail links die and the other sessions are signed out.
        await tx.query(
          `update auth.users set confirmation_token = '', confirmation_sent_at = null, recovery_token = '',
             recovery_sent_at = null where id = $1`,
          [user.id],
          RAW,
        );
        await clearOneTimeTokens(tx, user.id);
        const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
        await tx.query(
          `delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`,
          [user.id, sessionId],
          RAW,
        );
      }
      // After the password: its change clears the pending tokens, not this new one.
      if (input.email !== undefined && input.email !== null && input.email !== '') {
        // user.go UserUpdate → sendEmailChange: the address waits for its confirmation links.
        const redirectTo = referrerOf(req, config.authEmail.siteUrl, config.authEmail.redirectUrls);
        emailChange = await requestEmailChange(tx, user, input.email, redirectTo);
      }
      const fresh = (await findUserById(tx, user.id)) as UserRow;
      return loadUserJson(tx, fresh);
    });
    if (emailChange) await sendEmailChange(emailChange);
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
        else if (grant === 'pkce') res = await pkceGrant(req);
        else throw new AuthError(400, 'validation_failed', `unsupported_grant_type`);
      } else if (path === '/user' && req.method === 'GET') res = await getUser(req);
      else if (path === '/user' && req.method === 'PUT') res = await updateUser(req);
      else if (path === '/logout' && req.method === 'POST') res = await logout(req);
      else if ((path === '/settings' || path === '/health') && req.method === 'GET') {
        res = path === '/settings' ? settings() : json(200, { name: 'GoTrue (local stack)', version: 'local' });
      } else if (path === '/recover' && req.method === 'POST') res = await recover(req);
      else if (path === '/otp' && req.method === 'POST') res = await otp(req);
      else if (path === '/verify' && (req.method === 'POST' || req.method === 'GET')) res = await verify(req);
      else if (path === '/invite' && req.method === 'POST') {
        requireAdmin(req);
        res = await invite(req);
      } else if (path === '/admin/users' && req.method === 'POST') res = await adminCreateUser(req);
      else if (path === '/admin/users' && req.method === 'GET') res = await adminListUsers(req);
      else if (/^\/admin\/users\/[^/]+$/.test(path))
        res = await adminUser(req, decodeURIComponent(path.split('/')[3] as string));
      else
        throw new AuthError(
          404,
          'not_found',
          'Not found: this local stack implements e-mail/password auth, passwordless sign-in (otp, verify), e-mail links (recover, invite, verify) and the admin user API only',
        );
      if (version) res.headers = { ...res.headers, 'X-Supabase-Api-Version': API_VERSION };
      return res;
    } catch (error) {
      if (error instanceof AuthError) return renderAuthError(error, version);
      throw error;
    }
  };
}
