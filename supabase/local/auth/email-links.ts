// POST /recover and POST /invite: GoTrue's e-mail links (internal/api/recover.go, invite.go,
// mail.go sendPasswordRecovery / sendInvite).
//
// GoTrue sends the e-mail inside its database transaction. PGlite has one session for the whole
// stack, so here the token is stored first (which also makes a concurrent request meet the
// frequency limit), the e-mail is sent outside the transaction, and a failed send puts the row
// back as it was: as in GoTrue, the new token is then unusable and the request answers 500.
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { validateEmail } from './email-address';
import { AuthError } from './errors';
import type { AuthMailer } from './mailer';
import {
  assertSendAllowedAt,
  generateOtp,
  recordOneTimeToken,
  restoreTokens,
  snapshotTokens,
  tokenHash,
  tokenHashKey,
  type PreviousTokens,
} from './one-time-tokens';
import { validatePkceParams, type PkceChallenge } from './pkce';
import type { RecoveryLinks } from './recovery-link';
import { referrerOf } from './redirect-url';
import { RequestBuckets, type AddressGaps } from './request-limits';
import { body, isObject, stringField } from './request';
import { findUserByEmail, findUserById, isBanned, loadUserJson, type UserRow } from './users';

/**
 * `recoveryGaps` is max_frequency per address for recovery_sent_at, shared with /otp (a magic
 * link is a recovery token too).
 */
export function createEmailLinkApi(
  db: StackDatabase,
  config: StackConfig,
  mailer: AuthMailer,
  recoveryLinks: RecoveryLinks,
  recoveryGaps: AddressGaps,
) {
  const { authEmail } = config;
  const hashKey = tokenHashKey(config.jwtSecret);
  const frequencyMs = authEmail.maxFrequencySeconds * 1000;
  const perClient = new RequestBuckets(config.authRateLimits.signInSignUps);

  /**
   * POST /recover answers `200 {}` before it looks the address up: the lookup, the token and the
   * e-mail follow the answer, so neither the answer nor its time tells whether the address has an
   * account (GoTrue does the work first and answers after the e-mail is sent). The limits that can
   * refuse are decided without the database: the per-client bucket and the per-address gap, which
   * applies to unknown addresses too.
   */
  async function recover(req: StackRequest): Promise<StackResponse> {
    // GoTrue's limitHandler(limiterOpts.Recover), before anything is read.
    if (!perClient.take(req.ip)) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    const input = body(req);
    const rawEmail = stringField(input, 'email');
    if (!rawEmail) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
    const email = validateEmail(rawEmail);
    const pkce = validatePkceParams(input);
    const redirectTo = referrerOf(req, authEmail.siteUrl, authEmail.redirectUrls);
    assertSendAllowedAt(recoveryGaps.claim(email));
    setImmediate(() => {
      sendRecovery(email, pkce, redirectTo).catch((error: unknown) => {
        console.error('[auth] recovery e-mail not sent:', error instanceof Error ? error.message : error);
      });
    });
    return json(200, {});
  }

  /** What GoTrue's Recover does after its checks: the user's new token, then the e-mail. */
  async function sendRecovery(email: string, pkce: PkceChallenge | null, redirectTo: string): Promise<void> {
    const link = await db.asSystem(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // Nothing for an unknown address; nor for a banned user (its link would only meet 403
      // user_banned at /verify), nor within max_frequency of the last e-mail (the per-address gap
      // already answered 429, unless the stack restarted in between).
      if (!user || isBanned(user)) return null;
      if (user.recovery_sent_at && Date.now() - new Date(user.recovery_sent_at).getTime() < frequencyMs) return null;
      return recoveryLinks.store(tx, user, email, 'recovery', pkce);
    });
    if (link) await recoveryLinks.send('recovery', link, redirectTo);
  }

  /** Service role only (the caller checks): creates the user if needed and e-mails the invite link. */
  async function invite(req: StackRequest): Promise<StackResponse> {
    const input = body(req);
    const email = validateEmail(stringField(input, 'email'));
    if (input.data !== undefined && input.data !== null && !isObject(input.data)) {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: data must be an object');
    }
    const metadata = isObject(input.data) ? input.data : {};
    const redirectTo = referrerOf(req, authEmail.siteUrl, authEmail.redirectUrls);

    const pending = await db.asSystem(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const otp = generateOtp();
      const address = existing?.email ?? email;
      const hash = tokenHash(hashKey, address, otp);
      let previous: PreviousTokens | null = null;
      let id: string;
      if (existing) {
        // GoTrue re-sends to a user who has not accepted yet, with a new token.
        id = existing.id;
        previous = await snapshotTokens(
          tx,
          id,
          ['confirmation_token', 'confirmation_sent_at', 'invited_at'],
          'confirmation_token',
          address,
        );
        await tx.query(
          `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(), updated_at = now()
           where id = $1`,
          [id, hash],
          RAW,
        );
      } else {
        // models.NewUser + tx.Create: GoTrue writes every column itself (auth.users has no defaults
        // for them), the unused tokens as empty strings.
        const created = await tx.query<{ id: string }>(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                                   is_super_admin, confirmation_token, confirmation_sent_at, invited_at, recovery_token,
                                   email_change_token_new, email_change, email_change_token_current, phone_change,
                                   phone_change_token, reauthentication_token, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, '',
                   '{"provider":"email","providers":["email"]}'::jsonb, $2::jsonb, false, $3, now(), now(), '',
                   '', '', '', '', '', '', now(), now())
           returning id`,
          [email, JSON.stringify(metadata), hash],
          RAW,
        );
        id = (created.rows[0] as { id: string }).id;
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $2::uuid, $3::jsonb, 'email', now(), now())`,
          [id, id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
          RAW,
        );
      }
      await recordOneTimeToken(tx, id, 'confirmation_token', hash, address);
      const user = (await findUserById(tx, id)) as UserRow;
      return { user, previous, otp, hash, json: await loadUserJson(tx, user) };
    });

    try {
      await mailer.send('invite', {
        to: pending.user.email ?? email,
        otp: pending.otp,
        tokenHash: pending.hash,
        redirectTo,
        data: pending.user.raw_user_meta_data ?? {},
      });
    } catch (error) {
      // GoTrue's transaction would roll back: no new user, or the previous invite left as it was.
      const { previous } = pending;
      if (previous) await db.asSystem((tx) => restoreTokens(tx, pending.user.id, previous));
      else await db.asSystem((tx) => tx.query(`delete from auth.users where id = $1`, [pending.user.id], RAW));
      console.error('[auth] invite e-mail not sent:', error instanceof Error ? error.message : error);
      throw new AuthError(500, 'unexpected_failure', 'Error sending invite email');
    }
    return json(200, pending.json);
  }

  return { recover, invite };
}
