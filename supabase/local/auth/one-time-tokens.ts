// The one-time tokens of e-mail links, as GoTrue makes and checks them (internal/crypto/crypto.go,
// internal/api/verify.go, internal/api/mail.go). The user row holds only the hash, in
// recovery_token or confirmation_token; GoTrue also mirrors it in auth.one_time_tokens, which the
// local stack does without: the user columns are looked up directly.
import { createHash, randomInt } from 'node:crypto';
import { AuthError } from './errors';

/** GoTrue's default [auth.email] otp_length. */
const OTP_LENGTH = 6;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** crypto.GenerateTokenHash: hex SHA-224 of the address followed by the code, {{ .TokenHash }}. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function isOtpExpired(sentAt: Date | null, otpExpirySeconds: number, now = Date.now()): boolean {
  return !sentAt || now > new Date(sentAt).getTime() + otpExpirySeconds * 1000;
}

/** validateSentWithinFrequencyLimit: 429 with the whole seconds left, as Go's Duration / time.Second truncates. */
export function assertSendAllowed(sentAt: Date | null, maxFrequencySeconds: number, now = Date.now()): void {
  if (!sentAt) return;
  const leftMs = new Date(sentAt).getTime() + maxFrequencySeconds * 1000 - now;
  if (leftMs > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.trunc(leftMs / 1000)} seconds.`,
    );
  }
}
