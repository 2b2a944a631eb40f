import { describe, expect, it } from 'vitest';
import { globToRegExp, isRedirectUrlValid } from '../../supabase/local/auth/redirect-url';

/** Cases of GoTrue's own tests (internal/utilities/request_test.go), run against the port. */
describe('isRedirectUrlValid, as GoTrue decides where an e-mail link may lead', () => {
  it.each([
    ['https://example.com', 'https://example.com/path', true],
    ['https://example.com', 'http://example.com/path', false],
    ['http://example.com', 'https://example.com/path', false],
    ['https://example.com', 'https://example.com:8443/path', false],
    ['https://example.com:9000', 'https://example.com:9000/path', true],
    ['https://example.com:9000', 'https://example.com/path', false],
    ['http://localhost:3000', 'http://localhost:8080/callback', true],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:8080/callback', true],
    ['http://localhost:3000', 'http://localhost/callback', true],
    ['https://localhost:3000', 'http://localhost:8080/callback', false],
  ])('site %s, redirect %s → %s', (site, redirect, valid) => {
    expect(isRedirectUrlValid(site, [], redirect)).toBe(valid);
  });

  const allowList = ['http://localhost:8000/*', 'http://*.localhost:8000/*', 'http://*:12345/*', 'http://**:12345/*'];
  it.each([
    ['http://localhost:8000/path', true],
    ['http://localhost:3000', false],
    ['http://localhost:8000', false],
    ['http://localhost:8000/path/to/page', false],
    ['http://localhost:8000/path?param=1', true],
    ['http://123?.localhost:8000/path', false],
    ['http://123.123.123.123?localhost:8000/path', false],
    ['http://[65e7:9410:d8b6:e227:58cd:e55b:8fc0:206d]?localhost:8000/path', false],
    ['http://65e7:9410:d8b6:e227:58cd:e55b:8fc0:206d?localhost:8000/path', false],
    ['http://127.0.0.1:12345/path', true],
    ['http://[0:0:0:0:0:0:0:1]:12345/path', true],
    ['https://example.com/dashboard', true],
    ['http://example.com/dashboard', false],
    ['', false],
  ])('allow list, redirect %s → %s', (redirect, valid) => {
    expect(isRedirectUrlValid('https://example.com', allowList, redirect)).toBe(valid);
  });

  it('reads this project’s globs as gobwas/glob does', () => {
    const localhost = globToRegExp('http://localhost:*/**');
    expect(localhost.test('http://localhost:4173/admin/reset-password')).toBe(true);
    expect(localhost.test('http://localhost:4173/')).toBe(true);
    expect(localhost.test('http://localhost:4173')).toBe(false);
    expect(localhost.test('http://localhost.evil.com:80/')).toBe(false);
    expect(globToRegExp('https://{www,admin}.visiolease.fr/*').test('https://admin.visiolease.fr/x')).toBe(true);
    expect(globToRegExp('https://[!a]?.example/x').test('https://bc.example/x')).toBe(true);
    expect(globToRegExp('https://[!a]?.example/x').test('https://ac.example/x')).toBe(false);
  });
});
