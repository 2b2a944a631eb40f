// The recovery token that both a password reset (/recover) and a magic link (/otp) e-mail.
// GoTrue's sendPasswordRecovery and sendMagicLink write the same columns (users.recovery_token,
// recovery_sent_at) and the same one_time_tokens type, under the same max_frequency; only the
// template differs (internal/api/mail.go: "Magic Link is just a recovery with a different template").
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { RAW, type StackDatabase } from '../db-session';
import type { AuthMailer } from './mailer';
import {
  generateOtp,
  recordOneTimeToken,
  restoreTokens,
  snapshotTokens,
  tokenHash,
  tokenHashKey,
  type PreviousTokens,
} from './one-time-tokens';
import { PKCE_PREFIX, createFlowState, type PkceChallenge } from './pkce';
import type { UserRow } from './users';

export interface RecoveryLink {
  user: UserRow;
  /** Where the e-mail goes, and what the token is hashed with. */
  address: string;
  otp: string;
  hash: string;
  previous: PreviousTokens;
}

export type RecoveryLinks = ReturnType<typeof createRecoveryLinks>;

export function createRecoveryLinks(db: StackDatabase, config: StackConfig, mailer: AuthMailer) {
  const hashKey = tokenHashKey(config.jwtSecret);

  /**
   * A new token for the user, replacing the last one. In the PKCE flow the client's challenge
   * waits in auth.flow_state under the link's method, and the token is marked
   * (generateFlowState, addFlowPrefixToToken).
   */
  async function store(
    tx: Transaction,
    user: UserRow,
    email: string,
    method: 'recovery' | 'magiclink',
    pkce: PkceChallenge | null,
  ): Promise<RecoveryLink> {
    if (pkce) await createFlowState(tx, user.id, pkce, method);
    const address = user.email ?? email;
    const previous = await snapshotTokens(
      tx,
      user.id,
      ['recovery_token', 'recovery_sent_at'],
      'recovery_token',
      address,
    );
    const otp = generateOtp();
    const hash = `${pkce ? PKCE_PREFIX : ''}${tokenHash(hashKey, address, otp)}`;
    await tx.query(
      `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`,
      [user.id, hash],
      RAW,
    );
    await recordOneTimeToken(tx, user.id, 'recovery_token', hash, address);
    return { user, address, otp, hash, previous };
  }

  /**
   * E-mails a stored link. GoTrue sends inside its transaction; PGlite has one session for the
   * whole stack, so the token is stored first and, if the inbox refuses the e-mail, put back as
   * it was (the new token unusable, as after GoTrue's rollback) before the error is rethrown.
   */
  async function send(kind: 'recovery' | 'magic_link', link: RecoveryLink, redirectTo: string): Promise<void> {
    try {
      await mailer.send(kind, {
        to: link.address,
        otp: link.otp,
        tokenHash: link.hash,
        redirectTo,
        data: link.user.raw_user_meta_data ?? {},
      });
    } catch (error) {
      await db.asSystem((tx) => restoreTokens(tx, link.user.id, link.previous));
      throw error;
    }
  }

  return { store, send };
}
