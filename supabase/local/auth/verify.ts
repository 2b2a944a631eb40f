// POST /verify: spends an e-mail link's token (supabase.auth.verifyOtp) and signs the user in,
// as GoTrue's verifyPost (internal/api/verify.go): token_hash + type, or email + token (the code).
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { validateEmail } from './email-address';
import { AuthError } from './errors';
import {
  clearOneTimeTokens,
  findOneTimeToken,
  isOtpExpired,
  tokenHash,
  type OneTimeTokenType,
} from './one-time-tokens';
import { body, stringField } from './request';
import type { TokenIssuer } from './tokens';
import { findUserByEmail, findUserById, isBanned, type UserRow } from './users';

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

/** Which stored token each type spends: confirmation (signup, invite) or recovery (recovery, magiclink). */
const COLUMN_OF: Record<string, 'confirmation' | 'recovery' | undefined> = {
  signup: 'confirmation',
  invite: 'confirmation',
  recovery: 'recovery',
  magiclink: 'recovery',
};

interface StoredTokens {
  confirmation_token: string | null;
  recovery_token: string | null;
}

export function createVerifyApi(db: StackDatabase, config: StackConfig, issuer: TokenIssuer) {
  const otpExpiry = config.authEmail.otpExpirySeconds;

  async function tokensOf(tx: Transaction, id: string): Promise<StoredTokens> {
    const res = await tx.query<StoredTokens>(
      `select confirmation_token, recovery_token from auth.users where id = $1`,
      [id],
      RAW,
    );
    return res.rows[0] ?? { confirmation_token: null, recovery_token: null };
  }

  const sentAt = (user: UserRow, column: 'confirmation' | 'recovery') =>
    column === 'confirmation' ? user.confirmation_sent_at : user.recovery_sent_at;

  /**
   * verifyTokenHash: the token is found in auth.one_time_tokens (FindUserByConfirmationToken,
   * FindUserByRecoveryToken, FindUserByConfirmationOrRecoveryToken for `email`), then checked
   * against the user's column and its sent-at time (isOtpValid).
   */
  async function byTokenHash(tx: Transaction, type: string, hash: string) {
    if (type === 'email_change') throw new AuthError(403, 'otp_expired', LINK_INVALID); // the stack sends none
    const columns =
      type === 'email' ? (['confirmation', 'recovery'] as const) : COLUMN_OF[type] ? [COLUMN_OF[type]] : null;
    if (!columns) throw new AuthError(400, 'validation_failed', 'Invalid email verification type');
    const found = await findOneTimeToken(
      tx,
      hash,
      columns.map((c): OneTimeTokenType => `${c}_token`),
    );
    const user = found ? await findUserById(tx, found.user_id) : null;
    if (!found || !user) throw new AuthError(403, 'otp_expired', LINK_INVALID);
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
    const column = found.token_type === 'confirmation_token' ? 'confirmation' : 'recovery';
    const stored = await tokensOf(tx, user.id);
    if (stored[`${column}_token`] !== hash || isOtpExpired(sentAt(user, column), otpExpiry)) {
      throw new AuthError(403, 'otp_expired', LINK_INVALID);
    }
    return { user, column };
  }

  /** verifyUserAndToken: the e-mail's user, if the code matches one of its live tokens. */
  async function byEmailAndCode(tx: Transaction, type: string, email: string, hash: string) {
    const user = await findUserByEmail(tx, email);
    if (!user) throw new AuthError(403, 'otp_expired', CODE_INVALID);
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
    const stored = await tokensOf(tx, user.id);
    const columns =
      type === 'email' ? (['confirmation', 'recovery'] as const) : COLUMN_OF[type] ? [COLUMN_OF[type]] : [];
    for (const column of columns) {
      const expected = stored[`${column}_token`];
      if (
        expected &&
        (expected === hash || expected === `pkce_${hash}`) &&
        !isOtpExpired(sentAt(user, column), otpExpiry)
      ) {
        return { user, column };
      }
    }
    throw new AuthError(403, 'otp_expired', CODE_INVALID);
  }

  /** user.Confirm (+ signupVerify's identity update): confirmed e-mail, tokens spent. */
  async function confirm(tx: Transaction, user: UserRow, markIdentity: boolean) {
    await tx.query(
      `update auth.users set confirmation_token = '', recovery_token = '', email_confirmed_at = now(),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}'::jsonb, updated_at = now()
       where id = $1`,
      [user.id],
      RAW,
    );
    await clearOneTimeTokens(tx, user.id);
    if (markIdentity && user.email) {
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
         where user_id = $1 and provider = 'email' and email = lower($2)`,
        [user.id, user.email],
        RAW,
      );
    }
  }

  async function verify(req: StackRequest): Promise<StackResponse> {
    const input = body(req);
    const type = stringField(input, 'type');
    const token = stringField(input, 'token');
    const hash = stringField(input, 'token_hash');
    const email = stringField(input, 'email');
    const phone = stringField(input, 'phone');
    if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    if (!token === !hash)
      throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    let codeEmail = '';
    if (token) {
      if (phone && !email) throw new AuthError(403, 'otp_expired', CODE_INVALID); // no SMS here: no phone code exists
      if (!email || phone) {
        throw new AuthError(
          400,
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      try {
        codeEmail = validateEmail(email);
      } catch {
        throw new AuthError(422, 'validation_failed', 'Invalid email format');
      }
    } else if (email || phone || stringField(input, 'redirect_to')) {
      throw new AuthError(400, 'validation_failed', 'Only the token_hash and type should be provided');
    }

    const data = await db.asSystem(async (tx) => {
      const { user, column } = token
        ? await byEmailAndCode(tx, type, codeEmail, tokenHash(codeEmail, token))
        : await byTokenHash(tx, type, hash);
      // `email` becomes signup or magiclink, after the token it matched.
      const kind = type === 'email' ? (column === 'confirmation' ? 'signup' : 'magiclink') : type;
      if (kind === 'signup' || kind === 'invite') {
        if (!user.encrypted_password && user.invited_at) {
          // signupVerify: an invited user gets a random password until the app asks for one.
          await tx.query(
            `update auth.users set encrypted_password = extensions.crypt(encode(extensions.gen_random_bytes(48), 'base64'),
               extensions.gen_salt('bf', ${Math.trunc(config.bcryptCost)})) where id = $1`,
            [user.id],
            RAW,
          );
        }
        await confirm(tx, user, true);
      } else if (kind === 'recovery' || kind === 'magiclink') {
        // user.Recover: the recovery token and every other pending one are spent.
        await tx.query(
          `update auth.users set recovery_token = '', confirmation_token = '', updated_at = now() where id = $1`,
          [user.id],
          RAW,
        );
        await clearOneTimeTokens(tx, user.id);
        if (!user.email_confirmed_at) await confirm(tx, user, false);
      } else {
        throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
      }
      const fresh = (await findUserById(tx, user.id)) as UserRow;
      return issuer.signIn(tx, fresh, { userAgent: header(req, 'user-agent'), ip: req.ip }, 'otp');
    });
    return json(200, data);
  }

  return { verify };
}
