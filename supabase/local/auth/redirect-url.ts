// Where an e-mail link may send the user: GoTrue's utilities.GetReferrer, with an allow list
// whose origins are compared exactly and whose paths are gobwas/glob patterns.
import { header, type StackRequest } from '../http/types';

/**
 * gobwas/glob compiled with '.' and '/' as separators, as GoTrue does: `*` stays inside one
 * host label or path segment, `**` crosses them, `?` is one character, `[a-z]`/`[!a-z]`
 * classes, `{a,b}` alternatives, `\` escapes.
 */
export function globToRegExp(pattern: string): RegExp {
  let out = '';
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\' && i + 1 < pattern.length) {
      out += escapeRegExp(pattern[++i] as string);
    } else if (c === '*') {
      if (pattern[i + 1] === '*') {
        out += '.*';
        i++;
      } else out += '[^./]*';
    } else if (c === '?') out += '[^./]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) {
        out += '\\[';
        continue;
      }
      let body = pattern.slice(i + 1, end);
      const negated = body.startsWith('!');
      if (negated) body = body.slice(1);
      out += `[${negated ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
      i = end;
    } else if (c === '{') {
      out += '(?:';
      depth++;
    } else if (c === '}' && depth > 0) {
      out += ')';
      depth--;
    } else if (c === ',' && depth > 0) out += '|';
    else out += escapeRegExp(c);
  }
  return new RegExp(`^${out}${')'.repeat(depth)}$`, 's');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The URL as a browser will open it (WHATWG parser), or null when the text could lead a browser
 * elsewhere than it seems to: another scheme than http(s), a scheme-relative `//host`, user-info
 * (`http://localhost:x@evil/`), a backslash or an encoded separator, whitespace or control
 * characters, or a host the parser rewrites (numeric hosts in hex, octal, short or integer
 * notation, Unicode hosts): such a host is not the one a person reading the link would see.
 */
function parseStrict(raw: string): URL | null {
  if (!/^https?:\/\/[^/\\?#]/i.test(raw)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\x00-\x1f\x7f]|%(?:2f|5c|40|3a|23|3f|00)/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const authority = /^https?:\/\/([^/?#]*)/i.exec(raw)?.[1] ?? '';
  if (authority.includes('@')) return null;
  const writtenHost = authority.replace(/:\d*$/, '').toLowerCase();
  return writtenHost === url.hostname ? url : null;
}

/**
 * An allowed entry: its scheme, host and port are compared exactly (a glob there is refused, not
 * matched), and only its path may be a glob (`/admin/**`); no path allows every path.
 */
function allows(entry: string, target: URL): boolean {
  const m = /^(https?:\/\/[^/?#*{}[\]]+)(\/[^?#]*)?$/i.exec(entry.trim());
  if (!m) return false;
  const origin = parseStrict(`${m[1]}/`);
  if (!origin || origin.origin !== target.origin) return false;
  return !m[2] || globToRegExp(m[2]).test(target.pathname);
}

/**
 * Where an e-mail link may lead: site_url's origin or an `additional_redirect_urls` entry, exactly.
 * Stricter than GoTrue's glob over the whole URL (which also lets loopback hosts use any port):
 * a link to a password reset must never leave the product's own origins.
 */
export function isRedirectUrlValid(siteUrl: string, allowList: string[], redirectUrl: string): boolean {
  const target = parseStrict(redirectUrl);
  if (!target) return false;
  return [siteUrl, ...allowList].some((entry) => allows(entry, target));
}

/** redirect_to (header, then query), then Referer, each only if allowed; otherwise site_url. */
export function referrerOf(req: StackRequest, siteUrl: string, allowList: string[]): string {
  const requested = header(req, 'redirect_to') || req.url.searchParams.get('redirect_to') || '';
  if (isRedirectUrlValid(siteUrl, allowList, requested)) return requested;
  const referer = header(req, 'referer') ?? '';
  if (isRedirectUrlValid(siteUrl, allowList, referer)) return referer;
  return siteUrl;
}
