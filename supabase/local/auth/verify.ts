// /verify: spends an e-mail link's token and signs the user in, as GoTrue's Verify
// (internal/api/verify.go): POST (supabase.auth.verifyOtp) with token_hash + type or email +
// token (the code); GET, the link of an e-mail followed in a browser, answered with a redirect.
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { validateEmail } from './email-address';
import { AuthError } from './errors';
import { clearOneTimeTokens, findOneTimeToken, isOtpExpired, tokenHash, tokenHashKey } from './one-time-tokens';
import { RequestBuckets, WRONG_CODES_PER_TOKEN, WrongCodes } from './request-limits';
import { PKCE_PREFIX, issueAuthCode } from './pkce';
import { referrerOf } from './redirect-url';
import { body, stringField } from './request';
import type { TokenIssuer } from './tokens';
import { USER_COLUMNS, findUserByEmail, findUserById, isBanned, type UserRow } from './users';
import { codeRedirect, errorRedirect, messageRedirect, sessionRedirect } from './verify-redirect';

/** FindUserByEmailChangeNewAndAudience, by the pending new address. */
async function findUserByEmailChange(tx: Transaction, email: string): Promise<UserRow | null> {
  const res = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where lower(u.email_change) = lower($1) and not u.is_sso_user limit 1`,
    [email],
    RAW,
  );
  return res.rows[0] ?? null;
}

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The verification types models.ParseAuthenticationMethod knows, as a PKCE link's flow state method. */
const PKCE_METHODS = new Set(['signup', 'invite', 'recovery', 'magiclink', 'email_change']);

/** The user columns that hold an e-mail link's token hash, each also a one_time_tokens type. */
type Slot = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

const SENT_AT = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
} as const satisfies Record<Slot, string>;

/** Which stored tokens each type may spend (`email` either, then acts as signup or magiclink). */
const SLOTS_OF: Record<string, readonly Slot[] | undefined> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
};

type StoredTokens = Record<Slot, string | null> &
  Record<(typeof SENT_AT)[Slot], Date | null> & { email_change: string | null; email_change_confirm_status: number };

const STORED_COLUMNS = [
  ...new Set([...Object.entries(SENT_AT).flat(), 'email_change', 'email_change_confirm_status']),
].join(', ');

/** The answer of a first e-mail change link when both must be followed. */
const SINGLE = Symbol('single confirmation');

/** A wrong code: the live tokens it was tried against. */
interface Miss {
  miss: { userId: string; slot: Slot; hash: string }[];
}

export function createVerifyApi(db: StackDatabase, config: StackConfig, issuer: TokenIssuer) {
  const otpExpiry = config.authEmail.otpExpirySeconds;
  const hashKey = tokenHashKey(config.jwtSecret);
  const perClient = new RequestBuckets(config.authRateLimits.tokenVerifications);
  const wrongCodes = new WrongCodes(otpExpiry * 1000);

  async function tokensOf(tx: Transaction, id: string): Promise<StoredTokens> {
    const res = await tx.query<StoredTokens>(`select ${STORED_COLUMNS} from auth.users where id = $1`, [id], RAW);
    return res.rows[0] as StoredTokens;
  }

  const isLive = (stored: StoredTokens, slot: Slot) =>
    Boolean(stored[slot]) && !isOtpExpired(stored[SENT_AT[slot]], otpExpiry);

  /**
   * verifyTokenHash: the token is found in auth.one_time_tokens (FindUserByConfirmationToken,
   * FindUserByRecoveryToken, FindUserByConfirmationOrRecoveryToken for `email`), then checked
   * against the user's column and its sent-at time (isOtpValid).
   */
  async function byTokenHash(tx: Transaction, type: string, hash: string) {
    const slots = SLOTS_OF[type];
    if (!slots) throw new AuthError(400, 'validation_failed', 'Invalid email verification type');
    const found = await findOneTimeToken(tx, hash, slots);
    const user = found ? await findUserById(tx, found.user_id) : null;
    if (!found || !user) throw new AuthError(403, 'otp_expired', LINK_INVALID);
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
    const slot = found.token_type as Slot;
    const stored = await tokensOf(tx, user.id);
    if (stored[slot] !== hash || !isLive(stored, slot)) throw new AuthError(403, 'otp_expired', LINK_INVALID);
    return { user, slot };
  }

  /**
   * verifyUserAndToken: the e-mail's user, if the code matches one of its live tokens. A wrong
   * code is counted against each live token it was tried on (the caller kills the 5th).
   */
  async function byEmailAndCode(
    tx: Transaction,
    type: string,
    email: string,
    code: string,
  ): Promise<{ user: UserRow; slot: Slot } | Miss> {
    let user = await findUserByEmail(tx, email);
    let slots = SLOTS_OF[type] ?? [];
    if (type === 'email_change') {
      // FindUserForEmailChange: the code of the current address, or of the new one.
      if (user) slots = ['email_change_token_current'];
      else {
        user = await findUserByEmailChange(tx, email);
        slots = ['email_change_token_new'];
      }
    }
    if (!user) throw new AuthError(403, 'otp_expired', CODE_INVALID);
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
    const hash = tokenHash(hashKey, email, code);
    const stored = await tokensOf(tx, user.id);
    const live = slots.filter((slot) => isLive(stored, slot));
    for (const slot of live) {
      if (stored[slot] === hash || stored[slot] === `pkce_${hash}`) return { user, slot };
    }
    if (live.length === 0) throw new AuthError(403, 'otp_expired', CODE_INVALID);
    return { miss: live.map((slot) => ({ userId: user.id, slot, hash: stored[slot] as string })) };
  }

  /** The 5th wrong code against a live token deletes it: its column and its one_time_tokens row. */
  async function countMisses(tx: Transaction, { miss }: Miss): Promise<void> {
    for (const { userId, slot, hash } of miss) {
      const key = `${userId} ${slot} ${hash}`;
      if (wrongCodes.record(key) < WRONG_CODES_PER_TOKEN) continue;
      wrongCodes.forget(key);
      await tx.query(`update auth.users set ${slot} = '' where id = $1 and ${slot} = $2`, [userId, hash], RAW);
      await clearOneTimeTokens(tx, userId, slot);
    }
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

  /**
   * emailChangeVerify: with double confirm, the first link followed only marks its half
   * (email_change_confirm_status = 1, its token spent) and answers GoTrue's message without a
   * session; the second applies the change (user.ConfirmEmailChange): `email` becomes the new
   * address, every pending token dies, the e-mail identity follows.
   */
  async function emailChangeVerify(tx: Transaction, user: UserRow, slot: Slot): Promise<'single' | 'changed'> {
    const stored = await tokensOf(tx, user.id);
    if (config.authEmail.doubleConfirmChanges && stored.email_change_confirm_status === 0 && user.email) {
      await tx.query(
        `update auth.users set email_change_confirm_status = 1, ${slot} = '', updated_at = now() where id = $1`,
        [user.id],
        RAW,
      );
      await clearOneTimeTokens(tx, user.id, slot);
      return 'single';
    }
    const newEmail = stored.email_change ?? '';
    await tx.query(
      `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
         email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [user.id, newEmail],
      RAW,
    );
    await clearOneTimeTokens(tx, user.id);
    if (!user.email_confirmed_at) await confirm(tx, { ...user, email: newEmail }, false);
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [user.id, newEmail],
      RAW,
    );
    return 'changed';
  }

  /**
   * What a found token does (signupVerify, recoverVerify, emailChangeVerify): the user to sign
   * in, or SINGLE for the first of two e-mail change links. `type` is the verification type,
   * `email` already resolved to signup or magiclink.
   */
  async function spend(tx: Transaction, type: string, user: UserRow, slot: Slot): Promise<UserRow | typeof SINGLE> {
    if (type === 'signup' || type === 'invite') {
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
    } else if (type === 'recovery' || type === 'magiclink') {
      // user.Recover: the recovery token and every other pending one are spent.
      await tx.query(
        `update auth.users set recovery_token = '', confirmation_token = '', updated_at = now() where id = $1`,
        [user.id],
        RAW,
      );
      await clearOneTimeTokens(tx, user.id);
      if (!user.email_confirmed_at) await confirm(tx, user, false);
    } else if (type === 'email_change') {
      if ((await emailChangeVerify(tx, user, slot)) === 'single') return SINGLE;
    } else {
      throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    }
    return (await findUserById(tx, user.id)) as UserRow;
  }

  /** `email` becomes signup or magiclink, after the token it matched (verifyTokenHash, verifyUserAndToken). */
  const resolvedType = (type: string, slot: Slot) =>
    type === 'email' ? (slot === 'confirmation_token' ? 'signup' : 'magiclink') : type;

  const clientOf = (req: StackRequest) => ({ userAgent: header(req, 'user-agent'), ip: req.ip });

  async function verifyPost(req: StackRequest): Promise<StackResponse> {
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
      const found = token ? await byEmailAndCode(tx, type, codeEmail, token) : await byTokenHash(tx, type, hash);
      if ('miss' in found) {
        // Counted (and the 5th kills the token) in this transaction, which must commit.
        await countMisses(tx, found);
        return null;
      }
      const spent = await spend(tx, resolvedType(type, found.slot), found.user, found.slot);
      if (spent === SINGLE) return SINGLE;
      return issuer.signIn(tx, spent, clientOf(req), 'otp');
    });
    if (data === null) throw new AuthError(403, 'otp_expired', CODE_INVALID);
    if (data === SINGLE) return json(200, { msg: SINGLE_CONFIRMATION, code: '200' });
    return json(200, data);
  }

  /**
   * verifyGet: the link of an e-mail ({{ .ConfirmationURL }}) followed in a browser. The answer is
   * always a 303 to redirect_to (checked, else site_url): the session in the fragment (implicit
   * flow), the auth code in the query (a `pkce_` token), or the error in the fragment. Only a
   * malformed request is answered with a JSON error.
   */
  async function verifyGet(req: StackRequest): Promise<StackResponse> {
    const type = req.url.searchParams.get('type') ?? '';
    const token = req.url.searchParams.get('token') ?? '';
    const target = referrerOf(req, config.authEmail.siteUrl, config.authEmail.redirectUrls);
    if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    if (!token) throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
    const pkce = token.startsWith(PKCE_PREFIX);
    // models.ParseAuthenticationMethod fails with a plain error, which GoTrue answers 500.
    if (pkce && !PKCE_METHODS.has(type)) {
      throw new AuthError(500, 'unexpected_failure', `unsupported authentication method "${type}"`);
    }
    let location: string;
    try {
      location = await db.asSystem(async (tx) => {
        const { user, slot } = await byTokenHash(tx, type, token);
        const kind = resolvedType(type, slot);
        const spent = await spend(tx, kind, user, slot);
        if (spent === SINGLE) return messageRedirect(target, SINGLE_CONFIRMATION, pkce);
        if (pkce)
          return codeRedirect(target, await issueAuthCode(tx, user.id, type === 'signup' ? 'email/signup' : type));
        return sessionRedirect(target, await issuer.signIn(tx, spent, clientOf(req), 'otp'), kind);
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      location = errorRedirect(target, error, pkce);
    }
    return { status: 303, headers: { Location: location }, body: '' };
  }

  async function verify(req: StackRequest): Promise<StackResponse> {
    // GoTrue's limitHandler(limiterOpts.Verify) runs before anything is read: every request counts.
    if (!perClient.take(req.ip)) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    return req.method === 'GET' ? verifyGet(req) : verifyPost(req);
  }

  return { verify };
}
