/**
 * Every value that becomes a mail header passes here, whatever the database holds: a line break in
 * a header value starts a new header (« Jean\r\nBcc: … »), so no control character leaves — CR,
 * LF, tab, the other C0 and C1 controls (NEL included) and the Unicode line and paragraph
 * separators. The provider (Resend's HTTP API) MIME-encodes what it receives; what it receives is
 * one line of text, or an address that is exactly one address.
 */

// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The database's private.is_email (src/lib/text-rules.ts's emailPattern). */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z0-9][a-zA-Z0-9-]{0,61}[a-zA-Z0-9]$/;

/** A header name (RFC 5322 field-name: printable ASCII but the colon). */
const headerName = /^[!-9;-~]{1,76}$/;

/** One line of text: each run of control characters becomes a space, then spaces are tidied. */
export function headerText(value: string): string {
  return value.replace(CONTROL_RUNS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** An e-mail address as it may stand in To or Reply-To, or null when the value is anything else. */
export function headerAddress(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  return address.length <= 254 && !CONTROL.test(address) && emailPattern.test(address) ? address : null;
}

/**
 * A sender such as « VisioLease <contact@visiolease.fr> » (the EMAIL_FROM secret): its display
 * name on one line, without the characters that would open another address.
 */
export function headerMailbox(value: string): string | null {
  const match = /^([^<>]*)<([^<>]*)>\s*$/.exec(value);
  if (!match) return headerAddress(value);
  const address = headerAddress(match[2]);
  if (!address) return null;
  const name = headerText(match[1] ?? '').replace(/[<>",;]/g, '');
  return name ? `${name} <${address}>` : address;
}

/** Extra headers: names that are header names, values on one line; anything else is left out. */
export function headerFields(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  const kept = Object.entries(fields)
    .filter(([name, value]) => headerName.test(name) && typeof value === 'string')
    .map(([name, value]) => [name, headerText(value)] as const)
    .filter(([, value]) => value !== '');
  return kept.length ? Object.fromEntries(kept) : undefined;
}
