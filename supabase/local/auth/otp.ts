// POST /otp with an e-mail: passwordless sign-in (supabase.auth.signInWithOtp), as GoTrue's Otp
// and MagicLink handlers answer it (internal/api/otp.go, magic_link.go, mail.go sendMagicLink).
// One e-mail carries the 6-digit code and the link; both are the user's recovery token, so a
// magic link and a password reset share recovery_sent_at and its max_frequency.
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { validateEmail } from './email-address';
import { AuthError } from './errors';
import { assertSendAllowed, assertSendAllowedAt } from './one-time-tokens';
import { validatePkceParams } from './pkce';
import type { RecoveryLinks } from './recovery-link';
import { referrerOf } from './redirect-url';
import { RequestBuckets, type AddressGaps } from './request-limits';
import { body, isObject, stringField } from './request';
import { findUserByEmail, isBanned } from './users';

const OTP_DISABLED = () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');

/** Go's json.Unmarshal into OtpParams.CreateUser, whose default is true: null leaves it so. */
function createUserField(input: Record<string, unknown>): boolean {
  const value = input.create_user;
  if (value === undefined || value === null) return true;
  if (typeof value !== 'boolean') {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: create_user must be a boolean');
  }
  return value;
}

/** validatePhone: "+" and spaces dropped, then E.164 digits; null when malformed. */
function normalisePhone(phone: string): string | null {
  const digits = phone.replace(/^\+/, '').replace(/ /g, '');
  return /^[1-9][0-9]{1,14}$/.test(digits) ? digits : null;
}

async function phoneExists(tx: Transaction, phone: string): Promise<boolean> {
  const res = await tx.query(`select 1 from auth.users where phone = $1 limit 1`, [phone], RAW);
  return res.rows.length > 0;
}

export function createOtpApi(
  db: StackDatabase,
  config: StackConfig,
  recoveryLinks: RecoveryLinks,
  recoveryGaps: AddressGaps,
) {
  const { authEmail } = config;
  // GoTrue's limiterOpts.Otp: its own bucket of sign_in_sign_ups, apart from /recover's.
  const perClient = new RequestBuckets(config.authRateLimits.signInSignUps);

  /**
   * shouldCreateUser: with `create_user: false`, an address (or phone) without an account is
   * 422 otp_disabled, and so is a malformed one: GoTrue tests the answer before the error.
   */
  async function refusesUnknown(email: string, phone: string): Promise<boolean> {
    if (email) {
      let address: string;
      try {
        address = validateEmail(email);
      } catch {
        return true;
      }
      return !(await db.asSystem((tx) => findUserByEmail(tx, address)));
    }
    const normalised = phone ? normalisePhone(phone) : null;
    if (phone) return !normalised || !(await db.asSystem((tx) => phoneExists(tx, normalised)));
    return false;
  }

  async function otp(req: StackRequest): Promise<StackResponse> {
    // limitHandler(limiterOpts.Otp), before anything is read.
    if (!perClient.take(req.ip)) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    const input = body(req);
    const email = stringField(input, 'email');
    const phone = stringField(input, 'phone');
    const createUser = createUserField(input);
    if (input.data !== undefined && input.data !== null && !isObject(input.data)) {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: data must be an object');
    }
    // OtpParams.Validate
    if (email && phone) {
      throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided');
    }
    if (email && stringField(input, 'channel')) {
      throw new AuthError(400, 'validation_failed', 'Channel should only be specified with Phone OTP');
    }
    const pkce = validatePkceParams(input);
    if (!createUser && (await refusesUnknown(email, phone))) throw OTP_DISABLED();
    if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if (!email) throw new AuthError(400, 'validation_failed', 'One of email or phone must be set');

    // MagicLink
    const address = validateEmail(email);
    const redirectTo = referrerOf(req, authEmail.siteUrl, authEmail.redirectUrls);
    const link = await db.asSystem(async (tx) => {
      const user = await findUserByEmail(tx, address);
      // An unknown or unconfirmed address is a sign-up, and [auth] enable_signup = false refuses
      // it (Signup: DisableSignup), whatever create_user said.
      if (!user?.email_confirmed_at) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      assertSendAllowed(user.recovery_sent_at, authEmail.maxFrequencySeconds);
      assertSendAllowedAt(recoveryGaps.claim(address));
      // GoTrue e-mails a banned user a link that /verify refuses; the stack sends nothing, as for
      // /recover, and answers the same.
      if (isBanned(user)) return null;
      try {
        return await recoveryLinks.store(tx, user, address, 'magiclink', pkce);
      } catch (error) {
        recoveryGaps.release(address);
        throw error;
      }
    });
    if (link) {
      try {
        await recoveryLinks.send('magic_link', link, redirectTo);
      } catch (error) {
        // GoTrue's transaction rolls back: recovery_sent_at unchanged, another request may follow.
        recoveryGaps.release(address);
        console.error('[auth] magic link e-mail not sent:', error instanceof Error ? error.message : error);
        throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
      }
    }
    return json(200, {});
  }

  return { otp };
}
