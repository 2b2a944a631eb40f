// Where an e-mail link may send the user: GoTrue's utilities.GetReferrer / IsRedirectURLValid
// (internal/utilities/request.go), with its URI allow list of gobwas/glob patterns.
import net from 'node:net';
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

/** Scheme, host and port as Go's url.Parse gives them: no IDNA or IPv4 rewriting, unlike WHATWG URL. */
function splitUrl(value: string): { scheme: string; hostname: string; port: string } | null {
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?:\/\/([^/?#]*))?/.exec(value);
  if (!m) return null;
  const authority = m[2] ?? '';
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const parts = /^\[([^\]]*)\](?::(\d*))?$/.exec(hostPort) ?? /^([^:]*)(?::(\d*))?$/.exec(hostPort);
  if (!parts) return null;
  return { scheme: (m[1] as string).toLowerCase(), hostname: parts[1] ?? '', port: parts[2] ?? '' };
}

/** GoTrue's isLocalhost: loopback hosts may use any port (RFC 8252 §7.3). */
function isLocalhost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(h) || h.endsWith('.localhost');
}

/** Go's net.IP.IsLoopback: 127.0.0.0/8 (also IPv4-mapped) and ::1. */
function isLoopbackIp(ip: string): boolean {
  const v4 = net.isIPv4(ip) ? ip : /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4) return v4.startsWith('127.');
  return net.isIPv6(ip) && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(ip);
}

export function isRedirectUrlValid(siteUrl: string, allowList: string[], redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  const base = splitUrl(siteUrl);
  const ref = splitUrl(redirectUrl);
  if (!base || !ref) return false;
  if (
    base.hostname === ref.hostname &&
    base.scheme === ref.scheme &&
    (base.port === ref.port || isLocalhost(ref.hostname))
  ) {
    return true;
  }
  const isHttp = ref.scheme === 'http' || ref.scheme === 'https';
  if (/^[0-9]+$/.test(ref.hostname)) return false;
  if (net.isIP(ref.hostname)) return isLoopbackIp(ref.hostname);
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(ref.hostname)) return false;
  const withoutFragment = redirectUrl.split('#')[0] as string;
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** redirect_to (header, then query), then Referer, each only if allowed; otherwise site_url. */
export function referrerOf(req: StackRequest, siteUrl: string, allowList: string[]): string {
  const requested = header(req, 'redirect_to') || req.url.searchParams.get('redirect_to') || '';
  if (isRedirectUrlValid(siteUrl, allowList, requested)) return requested;
  const referer = header(req, 'referer') ?? '';
  if (isRedirectUrlValid(siteUrl, allowList, referer)) return referer;
  return siteUrl;
}
