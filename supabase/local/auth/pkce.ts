// PKCE for e-mail links, as GoTrue does it (internal/api/pkce.go, internal/models/flow_state.go,
// internal/security/pkce.go, internal/api/token.go `PKCE`): the request that sends the link stores
// the client's code_challenge in auth.flow_state; following the link (GET /verify with a `pkce_`
// token) issues that row's auth code in the redirect (`?code=`); POST /token?grant_type=pkce trades
// the code and the code_verifier for a session, once, within flow_state_expiry_duration.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '../sql-tx';
import { RAW, type StackDatabase } from '../db-session';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { AuthError } from './errors';
import { body, stringField } from './request';
import type { TokenIssuer } from './tokens';
import { findUserById, isBanned } from './users';

export const PKCE_PREFIX = 'pkce_';

/** GoTrue's defaultFlowStateExpiryDuration (also its minimum). */
const FLOW_STATE_EXPIRY_MS = 300_000;

const CHALLENGE_FORMAT = /^[a-zA-Z._~0-9-]+$/;

export interface PkceChallenge {
  challenge: string;
  method: string;
}

/** validatePKCEParams: the challenge of a PKCE request, null for the implicit flow, or GoTrue's 400. */
export function validatePkceParams(input: Record<string, unknown>): PkceChallenge | null {
  const challenge = stringField(input, 'code_challenge');
  const method = stringField(input, 'code_challenge_method');
  if (!challenge !== !method) {
    throw new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!challenge) return null;
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!CHALLENGE_FORMAT.test(challenge)) {
    throw new AuthError(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  return { challenge, method };
}

/** generateFlowState: the challenge and a fresh auth code, waiting for the link to be followed. */
export async function createFlowState(
  tx: Transaction,
  userId: string,
  { challenge, method }: PkceChallenge,
  authenticationMethod: 'recovery' | 'magiclink',
): Promise<void> {
  const normalised = method.toLowerCase();
  // models.ParseCodeChallengeMethod fails with a plain error, which GoTrue answers 500.
  if (normalised !== 's256' && normalised !== 'plain') {
    throw new AuthError(500, 'unexpected_failure', `unsupported code_challenge method "${method}"`);
  }
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
                                  authentication_method, created_at, updated_at)
     values (gen_random_uuid(), $1, gen_random_uuid()::text, $2::auth.code_challenge_method, $3, $4, $4, now(), now())`,
    [userId, normalised, challenge, authenticationMethod],
    RAW,
  );
}

/** issueAuthCode: the user's newest flow state of this method records the issue time; its code. */
export async function issueAuthCode(tx: Transaction, userId: string, authenticationMethod: string): Promise<string> {
  const res = await tx.query<{ id: string; auth_code: string | null }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, authenticationMethod],
    RAW,
  );
  const row = res.rows[0];
  if (!row?.auth_code) {
    throw new AuthError(
      400,
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  }
  await tx.query(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`,
    [row.id],
    RAW,
  );
  return row.auth_code;
}

function verifierMatches(challenge: string, method: string, verifier: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const [a, b] = [Buffer.from(challenge), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

/** POST /token?grant_type=pkce (supabase.auth.exchangeCodeForSession). */
export function createPkceGrant(db: StackDatabase, issuer: TokenIssuer) {
  return async function pkceGrant(req: StackRequest): Promise<StackResponse> {
    const input = body(req);
    const code = stringField(input, 'auth_code');
    const verifier = stringField(input, 'code_verifier');
    if (!code || !verifier) {
      throw new AuthError(
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    }
    const data = await db.asSystem(async (tx) => {
      const res = await tx.query<FlowStateRow>(
        `select id, user_id, code_challenge, code_challenge_method::text, authentication_method, created_at, auth_code_issued_at
         from auth.flow_state where auth_code = $1 limit 1`,
        [code],
        RAW,
      );
      const flow = res.rows[0];
      if (!flow?.user_id) {
        throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      }
      // FlowState.IsExpired: a magic link's code lives from its issue, other flows from their start.
      const start =
        flow.auth_code_issued_at && flow.authentication_method === 'magiclink'
          ? flow.auth_code_issued_at
          : flow.created_at;
      if (Date.now() > new Date(start).getTime() + FLOW_STATE_EXPIRY_MS) {
        throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
      }
      const user = await findUserById(tx, flow.user_id);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      if (!verifierMatches(flow.code_challenge, flow.code_challenge_method, verifier)) {
        throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      }
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
      await tx.query(`delete from auth.flow_state where id = $1`, [flow.id], RAW);
      return issuer.signIn(tx, user, { userAgent: header(req, 'user-agent'), ip: req.ip }, 'magiclink');
    });
    return json(200, data);
  };
}
