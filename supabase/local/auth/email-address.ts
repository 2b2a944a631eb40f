// GoTrue's validateEmail (internal/api/mail.go), whose format check is badoux/checkmail's:
// dotted atoms before the @, a domain of labels ending in a letter (quoted local parts left out).
import { AuthError } from './errors';

const ATOM = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~\\u00A0-\\uFFFF]+";
const LABEL = '[A-Za-z0-9\\u00A0-\\uFFFF](?:[A-Za-z0-9\\u00A0-\\uFFFF._~-]*[A-Za-z0-9\\u00A0-\\uFFFF])?';
const TOP_LABEL = '[A-Za-z\\u00A0-\\uFFFF](?:[A-Za-z0-9\\u00A0-\\uFFFF._~-]*[A-Za-z\\u00A0-\\uFFFF])?';
const EMAIL_FORMAT = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}\\.?$`);

/** The address lower-cased, or GoTrue's 400 validation_failed. */
export function validateEmail(value: unknown): string {
  const email = typeof value === 'string' ? value : '';
  if (email === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}
