import { describe, expect, it } from 'vitest';
import { globToRegExp, isRedirectUrlValid } from '../../supabase/local/auth/redirect-url';

const site = 'http://127.0.0.1:5173';
const allowList = ['http://127.0.0.1:4173/admin/**', 'http://localhost:4173/admin/**', 'https://www.visiolease.fr'];
const valid = (redirect: string) => isRedirectUrlValid(site, allowList, redirect);

describe('isRedirectUrlValid: an e-mail link leads only to the product’s own origins', () => {
  it.each([
    'http://127.0.0.1:5173/admin/reset-password',
    'http://127.0.0.1:5173/',
    'http://127.0.0.1:4173/admin/reset-password',
    'http://127.0.0.1:4173/admin/reset-password?from=email',
    'http://localhost:4173/admin/users',
    'https://www.visiolease.fr/admin/reset-password',
    'HTTPS://WWW.VISIOLEASE.FR/admin/reset-password',
  ])('accepts %s', (redirect) => {
    expect(valid(redirect)).toBe(true);
  });

  // Each form once got (or could get) a token_hash to another host, or outside the allowed paths.
  it.each([
    ['user-info before a numeric host (the reported attack)', 'http://localhost:x@0x5db8d822/admin/reset-password'],
    ['user-info before an allowed-looking host', 'http://127.0.0.1:4173@evil.example/admin/reset-password'],
    ['user-info with a password', 'http://user:pass@127.0.0.1:4173/admin/reset-password'],
    ['encoded @ in the authority', 'http://127.0.0.1:4173%40evil.example/admin/reset-password'],
    ['hexadecimal IPv4', 'http://0x7f.0.0.1:4173/admin/reset-password'],
    ['whole hexadecimal IPv4', 'http://0x7f000001:4173/admin/reset-password'],
    ['integer IPv4', 'http://2130706433:4173/admin/reset-password'],
    ['octal IPv4', 'http://0177.0.0.1:4173/admin/reset-password'],
    ['short IPv4', 'http://127.1:4173/admin/reset-password'],
    ['a numeric host elsewhere', 'http://93.184.216.34/admin/reset-password'],
    ['backslash as a separator', 'http://127.0.0.1:4173\\@evil.example/admin/reset-password'],
    ['backslashes after the scheme', 'http:\\\\evil.example/admin/reset-password'],
    ['scheme-relative', '//evil.example/admin/reset-password'],
    ['no scheme', 'evil.example/admin/reset-password'],
    ['javascript:', 'javascript:alert(document.domain)//127.0.0.1:4173/admin'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme', 'ftp://127.0.0.1:4173/admin/reset-password'],
    ['encoded slash', 'http://127.0.0.1:4173/admin%2F..%2F..%2Fevil'],
    ['encoded backslash', 'http://127.0.0.1:4173/admin/%5c%5cevil.example'],
    ['tab in the host', 'http://127.0.0.1:41\t73/admin/reset-password'],
    ['line break', 'http://127.0.0.1:4173/admin/\r\nLocation: http://evil.example'],
    ['another port of an allowed host', 'http://127.0.0.1:4174/admin/reset-password'],
    ['another port of localhost', 'http://localhost:8080/admin/reset-password'],
    ['an allowed origin, a path outside the glob', 'http://127.0.0.1:4173/leasing'],
    ['https for an http origin', 'https://127.0.0.1:4173/admin/reset-password'],
    ['a look-alike host', 'https://www.visiolease.fr.evil.example/admin'],
    ['a suffix host', 'https://evilwww.visiolease.fr/admin'],
    ['a Unicode host', 'https://www.visiolеase.fr/admin'],
    ['a trailing-dot host', 'https://www.visiolease.fr./admin'],
    ['empty', ''],
  ])('refuses %s', (_, redirect) => {
    expect(valid(redirect)).toBe(false);
  });

  it('compares origins exactly: a glob in an entry’s host or port allows nothing', () => {
    expect(isRedirectUrlValid(site, ['http://127.0.0.1:*/**'], 'http://127.0.0.1:4173/admin')).toBe(false);
    expect(isRedirectUrlValid(site, ['http://*.localhost:4173'], 'http://a.localhost:4173/admin')).toBe(false);
  });

  it('reads path globs as gobwas/glob does', () => {
    const admin = globToRegExp('/admin/**');
    expect(admin.test('/admin/reset-password')).toBe(true);
    expect(admin.test('/admin/')).toBe(true);
    expect(admin.test('/admin')).toBe(false);
    expect(globToRegExp('/admin/*').test('/admin/users/1')).toBe(false);
    expect(globToRegExp('https://{www,admin}.visiolease.fr/*').test('https://admin.visiolease.fr/x')).toBe(true);
    expect(globToRegExp('https://[!a]?.example/x').test('https://bc.example/x')).toBe(true);
    expect(globToRegExp('https://[!a]?.example/x').test('https://ac.example/x')).toBe(false);
  });
});
