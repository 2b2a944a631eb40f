/** Mirrors of the database's text rules, shared by the forms' zod schemas. */

/** `private.is_plain_text`: accents, emoji and punctuation are welcome, markup never. */
export const markupPattern = /<[\p{L}/!?]/u;
/** `private.is_safe_url`: an http(s) URL or a site-relative path, nothing else (no javascript:, data:, //host). */
export const safeUrlPattern = /^(?:https?:\/\/[^\s<>"]+|\/(?:[^/\\\s<>"][^\s<>"]*)?)$/i;

/**
 * `private.is_plain_text`, second half: control characters (tab and line breaks aside) and the
 * invisible bidirectional marks and overrides that make « txt.exe » read as « exe.txt ».
 */
export const hiddenCharacterPattern =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const hiddenCharacterMessage = 'Le texte contient des caractères invisibles non autorisés.';

/**
 * `private.is_single_line`: any control character at all — tab, CR and LF included, the C1
 * controls (NEL) too — or a Unicode line or paragraph separator. Names, companies and subjects end
 * up in e-mail headers, where a line break would start a header of its own.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const lineBreakPattern = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** « Le prénom doit tenir sur une seule ligne… »: the field's own name, then the rule. */
export function singleLineMessage(what: string): string {
  return `${what} doit tenir sur une seule ligne, sans retour à la ligne, tabulation ni caractère de contrôle.`;
}

/**
 * `private.is_email`: the WHATWG grammar of <input type="email">, with a domain ending in a label of
 * two characters or more, as every real one does.
 * The database holds the same expression (tests/integration/hardening-text-rules.test.ts compares them).
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z0-9][a-zA-Z0-9-]{0,61}[a-zA-Z0-9]$/;

/** `private.is_phone`: starts with +, a digit or ( and holds 6 to 20 digits (at most 30 characters). */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return value.length <= 30 && /^[+(0-9][0-9 ().-]*$/.test(value) && digits >= 6 && digits <= 20;
}
