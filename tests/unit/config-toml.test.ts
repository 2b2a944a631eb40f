import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, MINIMUM_PASSWORD_LENGTH, REPO_ROOT, schemaPaths } from '../../supabase/local/config';
import { configTomlOf, readFunctionConfig } from '../../supabase/local/functions/function-config';
import { parseConfigToml } from '../../supabase/local/toml';

/**
 * Every value the local stack reads from the real supabase/config.toml, as the hand-written
 * reader read it before the TOML library replaced it (written from that reader's output): the
 * swap changed nothing the stack, the functions' gateway or the deploy checklist see.
 */
const functionsDir = path.join(REPO_ROOT, 'supabase', 'functions');
const repoPath = (file: string) => path.join(REPO_ROOT, file);
const template = (name: string, subject: string) => ({
  subject,
  contentPath: repoPath(`supabase/templates/${name}.html`),
});

describe('supabase/config.toml as the local stack reads it', () => {
  // Environment overrides aside: only what comes from the file is compared.
  beforeEach(() => {
    vi.stubEnv('STACK_SITE_URL', '');
    vi.stubEnv('STACK_MAX_ROWS', '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('gives the API, password, sign-up and rate-limit settings', () => {
    const config = loadConfig();
    expect(MINIMUM_PASSWORD_LENGTH).toBe(10);
    expect(config.maxRows).toBe(1000);
    expect(config.authSignupEnabled).toBe(false);
    expect(config.authRateLimits).toEqual({ tokenVerifications: 30, signInSignUps: 30 });
  });

  it('gives the auth e-mails: origins, link lifetime, pace and templates', () => {
    expect(loadConfig().authEmail).toEqual({
      siteUrl: 'http://127.0.0.1:5173',
      redirectUrls: [
        'http://127.0.0.1:5173/admin/**',
        'http://127.0.0.1:4173/admin/**',
        'http://127.0.0.1:4183/admin/**',
        'http://localhost:5173/admin/**',
        'http://localhost:4173/admin/**',
      ],
      otpExpirySeconds: 3600,
      maxFrequencySeconds: 60,
      doubleConfirmChanges: true,
      templates: {
        invite: template('invite', 'Votre accès à l’espace d’administration VisioLease'),
        recovery: template('recovery', 'Réinitialisation de votre mot de passe VisioLease'),
        email_change: template('email_change', 'Confirmez le changement d’adresse e-mail de votre compte VisioLease'),
        magic_link: template('magic_link', 'Votre code de connexion à l’espace client VisioLease'),
      },
      from: 'VisioLease <no-reply@visiolease.fr>',
    });
  });

  it('gives the declarative schema files in the order [db.migrations] schema_paths lists them', () => {
    const domains = ['shared', 'team', 'catalogue', 'content', 'requests', 'offers', 'orders', 'contracts'];
    const rest = ['campaigns', 'email', 'billing', 'privacy', 'analytics', 'storage'];
    expect(schemaPaths()).toEqual([...domains, ...rest].map((domain) => repoPath(`supabase/schemas/${domain}.sql`)));
  });

  it.each([
    ['admin-users', true, []],
    ['billing-documents', true, ['supabase/functions/_shared/fonts/DejaVuSans.ttf']],
    ['deliver-emails', true, []],
    ['generate-carousel-image', true, []],
    ['installation-report', true, ['supabase/functions/_shared/fonts/DejaVuSans.ttf']],
    ['offer-pdf', false, ['supabase/functions/_shared/fonts/DejaVuSans.ttf']],
    ['publish-site', true, []],
    ['purge-storage', true, []],
    ['report-incident', false, []],
    ['unsubscribe', false, []],
  ])('gives %s its verify_jwt (%s), entry point, import map and static files', (name, verifyJwt, staticFiles) => {
    expect(readFunctionConfig(configTomlOf(functionsDir), functionsDir, name)).toEqual({
      name,
      verifyJwt,
      entrypoint: repoPath(`supabase/functions/${name}/index.ts`),
      importMap: repoPath(`supabase/functions/${name}/deno.json`),
      staticFiles: staticFiles.map(repoPath),
    });
  });
});

describe('the TOML reader', () => {
  const config = parseConfigToml(
    [
      '[auth]',
      'site_url = "http://127.0.0.1:5173/#top" # a # inside a string is no comment',
      'additional_redirect_urls = [',
      '  "http://a.test/**", # one per line',
      "  'http://b.test/**',",
      ']',
      '[functions.offer-pdf]',
      'verify_jwt = false',
    ].join('\n'),
  );

  it('reads strings, lists over several lines and booleans of nested tables', () => {
    expect(config('auth', 'site_url')).toBe('http://127.0.0.1:5173/#top');
    expect(config('auth', 'additional_redirect_urls')).toEqual(['http://a.test/**', 'http://b.test/**']);
    expect(config('functions.offer-pdf', 'verify_jwt')).toBe(false);
  });

  it('answers undefined for a key or a table the file does not have', () => {
    expect(config('auth', 'jwt_expiry')).toBeUndefined();
    expect(config('functions.unsubscribe', 'verify_jwt')).toBeUndefined();
  });

  it('refuses a table where a value is asked for', () => {
    expect(() => config('functions', 'offer-pdf')).toThrow(
      'config.toml: [functions] offer-pdf is not a string, a number, a boolean or a list of strings',
    );
  });

  it('refuses a table defined twice, as the Supabase CLI does, naming the file and the line', () => {
    const twice = '[functions.offer-pdf]\nverify_jwt = false\n\n[functions.offer-pdf]\nverify_jwt = true\n';
    expect(() => parseConfigToml(twice, 'supabase/config.toml')).toThrow(
      /^supabase\/config\.toml: Invalid TOML document: trying to redefine an already defined table[\s\S]*4: {2}\[functions\.offer-pdf\]/,
    );
  });
});
