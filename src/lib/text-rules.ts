/** Mirrors of the database's text rules, shared by the forms' zod schemas. */

/** `public.is_plain_text`: accents, emoji and punctuation are welcome, markup never. */
export const markupPattern = /<[\p{L}/!?]/u;
/** `public.is_safe_url`: an http(s) URL or a site-relative path, nothing else (no javascript:, data:, //host). */
export const safeUrlPattern = /^(?:https?:\/\/[^\s<>"]+|\/(?:[^/\\\s<>"][^\s<>"]*)?)$/i;

/** `public.is_email`. */
export const emailPattern = /^[^@\s<>",;]+@[^@\s<>",;]+\.[^@\s<>",;]{2,}$/;
/** The phone CHECKs of requests, leads and orders. */
export const phonePattern = /^\+?[0-9 ().-]{6,25}$/;
