// Access tokens (HS256, GoTrue's claims) and rotating refresh tokens.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { RAW } from '../db-session';
import { signJwt, type JwtClaims } from '../jwt';
import { findUserById, loadUserJson, type UserRow } from './users';

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

/**
 * The `amr` method GoTrue records: a password grant, an e-mail link or code verified at /verify
 * (models.OTP), or a magic link's PKCE code exchanged at /token (the flow state's method).
 */
export type SignInMethod = 'password' | 'otp' | 'magiclink';

export function createTokenIssuer(config: StackConfig) {
  const issuer = `${config.apiUrl}/auth/v1`;

  function accessToken(user: UserRow, sessionId: string, signedInAt: number, method: SignInMethod) {
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
      amr: [{ method, timestamp: signedInAt }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    };
    return { token: signJwt(claims, config.jwtSecret), exp: claims.exp as number };
  }

  async function newRefreshToken(tx: Transaction, user: UserRow, sessionId: string, parent: string | null) {
    const token = randomBytes(16).toString('base64url');
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
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
    // Refreshed sessions say 'password': the stack keeps no per-session record of the method.
    method: SignInMethod = 'password',
  ) {
    const fresh = await findUserById(tx, user.id);
    const { token, exp } = accessToken(fresh ?? user, sessionId, signedInAt, method);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: config.jwtExpirySeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await loadUserJson(tx, fresh ?? user),
    };
  }

  /** A new session for the user (password grant, or a verified e-mail link): the /token answer. */
  async function signIn(
    tx: Transaction,
    user: UserRow,
    client: { userAgent?: string; ip: string },
    method: SignInMethod,
  ) {
    const sessionId = randomUUID();
    await tx.query(
      `insert into auth.sessions (id, user_id, aal, user_agent, ip, refreshed_at, created_at, updated_at)
       values ($1, $2, 'aal1', $3, $4, now(), now(), now())`,
      [sessionId, user.id, client.userAgent ?? null, /^[\d.:a-f]+$/i.test(client.ip) ? client.ip : null],
      RAW,
    );
    await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id], RAW);
    await tx.query(
      `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
      [user.id],
      RAW,
    );
    const refresh = await newRefreshToken(tx, user, sessionId, null);
    return tokenResponse(tx, user, sessionId, refresh, Math.floor(Date.now() / 1000), method);
  }

  return { newRefreshToken, tokenResponse, signIn };
}
