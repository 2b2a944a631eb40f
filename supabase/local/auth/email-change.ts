// PUT /user with a new e-mail: GoTrue's sendEmailChange (internal/api/mail.go) and
// EmailChangeMail (internal/mailer/templatemailer). The address does not change here: the user row
// keeps `email` and records `email_change`, a token for the new address and, with
// `[auth.email] double_confirm_changes`, one for the current address; each address gets the
// email_change e-mail with its own link. POST /verify type `email_change` applies the change once
// the links are followed (both of them with double confirm), see verify.ts.
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import { validateEmail } from './email-address';
import { AuthError } from './errors';
import type { AuthMailer } from './mailer';
import {
  assertSendAllowed,
  clearOneTimeTokens,
  generateOtp,
  recordOneTimeToken,
  tokenHash,
  tokenHashKey,
} from './one-time-tokens';
import { emailTaken } from './user-changes';
import type { UserRow } from './users';

const COLUMNS = [
  'email_change',
  'email_change_token_new',
  'email_change_token_current',
  'email_change_sent_at',
  'email_change_confirm_status',
] as const;

/** The e-mails to send once the transaction has committed, and what to put back if they cannot be. */
export interface PendingEmailChange {
  userId: string;
  mails: { to: string; otp: string; hash: string }[];
  email: string;
  newEmail: string;
  redirectTo: string;
  data: Record<string, unknown>;
  previous: Record<(typeof COLUMNS)[number], unknown>;
}

const asParam = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

export function createEmailChangeApi(db: StackDatabase, config: StackConfig, mailer: AuthMailer) {
  const { authEmail } = config;
  const hashKey = tokenHashKey(config.jwtSecret);

  /** Records the requested change; null when the address is the current one (nothing to do). */
  async function requestEmailChange(
    tx: Transaction,
    user: UserRow,
    requested: unknown,
    redirectTo: string,
  ): Promise<PendingEmailChange | null> {
    const newEmail = validateEmail(requested);
    const email = (user.email ?? '').toLowerCase();
    if (newEmail === email) return null;
    if (await emailTaken(tx, newEmail, user.id)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    assertSendAllowed(user.email_change_sent_at, authEmail.maxFrequencySeconds);
    const res = await tx.query<PendingEmailChange['previous']>(
      `select ${COLUMNS.join(', ')} from auth.users where id = $1`,
      [user.id],
      RAW,
    );
    const previous = res.rows[0] as PendingEmailChange['previous'];

    const otpNew = generateOtp();
    const hashNew = tokenHash(hashKey, newEmail, otpNew);
    const mails = [{ to: newEmail, otp: otpNew, hash: hashNew }];
    let hashCurrent = '';
    if (authEmail.doubleConfirmChanges && email) {
      const otpCurrent = generateOtp();
      hashCurrent = tokenHash(hashKey, email, otpCurrent);
      mails.push({ to: email, otp: otpCurrent, hash: hashCurrent });
    }
    await tx.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
         email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [user.id, newEmail, hashNew, hashCurrent],
      RAW,
    );
    await clearOneTimeTokens(tx, user.id, 'email_change_token_current');
    if (hashCurrent) await recordOneTimeToken(tx, user.id, 'email_change_token_current', hashCurrent, email);
    await recordOneTimeToken(tx, user.id, 'email_change_token_new', hashNew, newEmail);
    return {
      userId: user.id,
      mails,
      email,
      newEmail,
      redirectTo,
      data: user.raw_user_meta_data ?? {},
      previous,
    };
  }

  /** Sends both e-mails; if one cannot leave, the change is undone and GoTrue's 500 answered. */
  async function sendEmailChange(pending: PendingEmailChange): Promise<void> {
    try {
      for (const mail of pending.mails) {
        await mailer.send('email_change', {
          to: mail.to,
          otp: mail.otp,
          tokenHash: mail.hash,
          redirectTo: pending.redirectTo,
          data: pending.data,
          change: { email: pending.email, newEmail: pending.newEmail },
        });
      }
    } catch (error) {
      await db.asSystem(async (tx) => {
        await tx.query(
          `update auth.users set ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
          [pending.userId, ...COLUMNS.map((c) => asParam(pending.previous[c]))],
          RAW,
        );
        await clearOneTimeTokens(tx, pending.userId, 'email_change_token_new');
        await clearOneTimeTokens(tx, pending.userId, 'email_change_token_current');
      });
      console.error('[auth] email change e-mail not sent:', error instanceof Error ? error.message : error);
      throw new AuthError(500, 'unexpected_failure', 'Error sending email change email');
    }
  }

  return { requestEmailChange, sendEmailChange };
}
