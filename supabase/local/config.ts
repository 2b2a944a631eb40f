// Every tunable of the local stack, read once from the environment.
// Tests and scripts import the keys from here instead of copying them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfigToml } from './toml';

// The readers of config.toml that take the stack's keys from here take its parser from here too.
export { parseConfigToml };

/** Supabase CLI default; the well-known local keys below are signed with it. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The superuser login of `supabase start`; the socket refuses any other. */
export const DB_USER = 'postgres';
export const DB_PASSWORD = 'postgres';

/** Repository root, so the CLI works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const configToml = parseConfigToml(
  readFileSync(path.join(REPO_ROOT, 'supabase', 'config.toml'), 'utf8'),
  'supabase/config.toml',
);

function tomlText(table: string, key: string): string | undefined {
  const value = configToml(table, key);
  return typeof value === 'string' ? value : undefined;
}

function tomlNumber(table: string, key: string, fallback: number): number {
  const value = configToml(table, key);
  return typeof value === 'number' ? value : fallback;
}

/**
 * `[db.migrations] schema_paths` of supabase/config.toml: the declarative schema's files
 * (supabase/schemas), paths relative to supabase/ as the Supabase CLI reads them, in the order
 * they apply. Each file is named: the CLI also takes glob patterns, which this project does not
 * use so that the order stays the one written.
 */
export function schemaPaths(): string[] {
  const listed = configToml('db.migrations', 'schema_paths');
  return (Array.isArray(listed) ? listed : []).map((entry) => {
    const file = path.resolve(REPO_ROOT, 'supabase', entry);
    if (entry.includes('*') || !existsSync(file)) {
      throw new Error(`supabase/config.toml: [db.migrations] schema_paths: ${entry} is not a file (name each file)`);
    }
    return file;
  });
}

/** Go's time.ParseDuration ("1m", "1h30m", "876000h", "0") in milliseconds; null if malformed. */
export function parseGoDuration(value: string): number | null {
  if (value === '0') return 0;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };
  let total = 0;
  let matched = '';
  for (const m of value.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(m[1]) * (units[m[2] as string] as number);
    matched += m[0];
  }
  return matched === value && matched !== '' ? total : null;
}

/**
 * `[auth] minimum_password_length` of supabase/config.toml: the one source for
 * sign-up, password change and the admin API, as on hosted Supabase.
 */
export const MINIMUM_PASSWORD_LENGTH = tomlNumber('auth', 'minimum_password_length', 6);

export type AuthEmailTemplate = 'invite' | 'recovery' | 'email_change' | 'magic_link';

/** What GoTrue's mailer reads from [auth] and [auth.email] of supabase/config.toml. */
export interface AuthEmailConfig {
  /** `site_url`: the fallback redirect and {{ .SiteURL }}. */
  siteUrl: string;
  /** `additional_redirect_urls`: GoTrue's URI allow list (globs). */
  redirectUrls: string[];
  /** `[auth.email] otp_expiry`: seconds a link stays valid. */
  otpExpirySeconds: number;
  /** `[auth.email] max_frequency`: seconds between two e-mails of one kind to one user. */
  maxFrequencySeconds: number;
  /** `[auth.email] double_confirm_changes`: an e-mail change waits for links to both addresses. */
  doubleConfirmChanges: boolean;
  /** `[auth.email.template.<name>]`: subject and absolute content path; null = GoTrue's default. */
  templates: Record<AuthEmailTemplate, { subject: string | null; contentPath: string | null }>;
  /** From: of the auth e-mails (STACK_AUTH_MAIL_FROM). */
  from: string;
}

function authEmailConfig(): AuthEmailConfig {
  const template = (name: AuthEmailTemplate) => {
    const contentPath = tomlText(`auth.email.template.${name}`, 'content_path');
    return {
      subject: tomlText(`auth.email.template.${name}`, 'subject') ?? null,
      contentPath: contentPath ? path.resolve(REPO_ROOT, contentPath) : null,
    };
  };
  const frequency = tomlText('auth.email', 'max_frequency');
  const frequencyMs = frequency === undefined ? 60e3 : parseGoDuration(frequency);
  if (frequencyMs === null)
    throw new Error(`supabase/config.toml: [auth.email] max_frequency "${frequency}" is not a duration`);
  const redirectUrls = configToml('auth', 'additional_redirect_urls');
  return {
    siteUrl: process.env.STACK_SITE_URL || tomlText('auth', 'site_url') || 'http://127.0.0.1:5173',
    redirectUrls: Array.isArray(redirectUrls) ? redirectUrls : [],
    otpExpirySeconds: tomlNumber('auth.email', 'otp_expiry', 3600),
    maxFrequencySeconds: frequencyMs / 1000,
    doubleConfirmChanges: configToml('auth.email', 'double_confirm_changes') !== false,
    templates: {
      invite: template('invite'),
      recovery: template('recovery'),
      email_change: template('email_change'),
      magic_link: template('magic_link'),
    },
    from: process.env.STACK_AUTH_MAIL_FROM || 'VisioLease <no-reply@visiolease.fr>',
  };
}

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

function switchEnv(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'on' && raw !== 'off') throw new Error(`${name} must be "on" or "off", got "${raw}"`);
  return raw === 'on';
}

function pathEnv(name: string, fallback: string): string {
  return path.resolve(REPO_ROOT, process.env[name] || fallback);
}

function pathListEnv(name: string, fallback: string): string[] {
  return (process.env[name] || fallback)
    .split(path.delimiter)
    .filter(Boolean)
    .map((p) => path.resolve(REPO_ROOT, p));
}

export interface StackConfig {
  jwtSecret: string;
  host: string;
  apiPort: number;
  dbPort: number;
  /** The Postgres socket listens on loopback only, whatever STACK_HOST says: its password is public. */
  dbHost: string;
  dataDir: string;
  /** One or more directories (joined with ':'); files run in filename order across all of them. */
  migrationsDirs: string[];
  /** The declarative schema files, in the order `[db.migrations] schema_paths` declares. */
  schemaFiles: string[];
  /** One or more seed files (joined with ':'), run in the given order. */
  seedFiles: string[];
  /** PostgREST's db-max-rows (`[api] max_rows`): most rows one read returns; 0 = no limit. */
  maxRows: number;
  /** Schemas exposed by /rest/v1 (first = default), like PostgREST's db-schemas. */
  apiSchemas: string[];
  /** One or more directories (joined with ':') holding <name>/handler.ts; the first match wins. */
  functionsDirs: string[];
  /**
   * What serves /functions/v1 (STACK_FUNCTIONS_RUNTIME): `node` imports each handler.ts into the
   * stack (fast, the default); `deno` runs each function's index.ts under Deno from a copy of its
   * deploy bundle, as hosted Supabase does (functions/deno-runtime.ts).
   */
  functionsRuntime: 'node' | 'deno';
  /** Deno's cache of npm packages and compiled modules (STACK_DENO_DIR). */
  denoDir: string;
  /** Where pristine post-bootstrap snapshots are cached between resets. */
  cacheDir: string;
  apiUrl: string;
  dbUrl: string;
  jwtExpirySeconds: number;
  authMaxFailuresPerEmail: number;
  authMaxFailuresPerIp: number;
  authFailureWindowSeconds: number;
  /** bcrypt cost for passwords hashed by the admin API (GoTrue uses 10). */
  bcryptCost: number;
  /** Local inbox: web page, Mailpit API and Resend-compatible endpoint (Mailpit's 54324). */
  mailPort: number;
  /** Local inbox: SMTP (54325). */
  smtpPort: number;
  /**
   * Local pace of the jobs supabase/hosted/schedules.sql runs every minute (deliver-emails,
   * advance-campaigns), so an e-mail arrives within seconds; 0 = those never run.
   */
  emailDeliveryIntervalMs: number;
  /** The scheduled jobs of supabase/hosted/schedules.sql run (STACK_SCHEDULER=off: tests run them themselves). */
  schedulerEnabled: boolean;
  /** Request bodies above this are refused (413) after being drained (STACK_MAX_BODY_BYTES). */
  maxBodyBytes: number;
  /** Storage limit per file when a bucket sets none, like hosted's 50 MB (STACK_STORAGE_FILE_SIZE_LIMIT). */
  storageFileSizeLimit: number;
  /** One log line per HTTP request (STACK_LOG_REQUESTS). */
  logRequests: boolean;
  /** Minimum time of a failed sign-in, so timing tells nothing (STACK_AUTH_FAILURE_FLOOR_MS). */
  authFailureFloorMs: number;
  /** `[auth] enable_signup` (GoTrue's DISABLE_SIGNUP, inverted): whether /otp may create accounts. */
  authSignupEnabled: boolean;
  /** `[auth.rate_limit]` of supabase/config.toml: GoTrue's per-IP token buckets (requests per 5 minutes). */
  authRateLimits: AuthRateLimits;
  /** PGlite's shared_buffers (STACK_PG_SHARED_BUFFERS). */
  pgSharedBuffers: string;
  /** Function secrets with a local value, used when neither the environment nor supabase/functions/.env sets them. */
  functionDefaults: Record<string, string>;
  /** Invite and recovery e-mails (GoTrue's mailer), sent over SMTP to the local inbox. */
  authEmail: AuthEmailConfig;
  /** A real PostgreSQL server to serve instead of PGlite (STACK_DATABASE_URL); see realServerConfig(). */
  realServer: RealServerConfig | null;
}

export interface AuthRateLimits {
  /** `token_verifications` (GOTRUE_RATE_LIMIT_VERIFY): POST /verify per IP per 5 minutes. */
  tokenVerifications: number;
  /** `sign_in_sign_ups` (GOTRUE_RATE_LIMIT_OTP): GoTrue applies it to /recover and /otp, each its own bucket, per IP per 5 minutes. */
  signInSignUps: number;
}

export interface RealServerConfig {
  /** `postgres`'s URL, as hosted's SUPABASE_DB_URL. */
  postgresUrl: string;
  /** The same server as `supabase_admin` (the stack's auth and storage work). */
  systemUrl: string;
  /** The same server as `authenticator` (API requests, as PostgREST connects). */
  apiUrl: string;
  /** One connection per API request (STACK_DB_FRESH_CONNECTIONS, default 1). */
  freshConnections: boolean;
}

function withUser(url: string, user: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  return parsed.toString();
}

/**
 * STACK_DATABASE_URL names `postgres` on a server shaped like hosted Supabase (scripts/real-postgres);
 * the stack reaches `supabase_admin` and `authenticator` there with the same password.
 */
function realServerConfig(): RealServerConfig | null {
  const url = process.env.STACK_DATABASE_URL;
  if (!url) return null;
  return {
    postgresUrl: url,
    systemUrl: withUser(url, 'supabase_admin'),
    apiUrl: withUser(url, 'authenticator'),
    freshConnections: process.env.STACK_DB_FRESH_CONNECTIONS !== '0',
  };
}

function functionsRuntime(): 'node' | 'deno' {
  const value = process.env.STACK_FUNCTIONS_RUNTIME || 'node';
  if (value !== 'node' && value !== 'deno') {
    throw new Error(`STACK_FUNCTIONS_RUNTIME must be "node" or "deno", got "${value}"`);
  }
  return value;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function mailConfig(host: string) {
  const mailPort = intEnv('STACK_MAIL_PORT', 54324);
  const authEmail = authEmailConfig();
  return {
    mailPort,
    smtpPort: intEnv('STACK_SMTP_PORT', 54325),
    emailDeliveryIntervalMs: intEnv('STACK_EMAIL_DELIVERY_INTERVAL_MS', 2000),
    // deliver-emails sends through Resend's HTTP API; locally that API is the inbox's endpoint.
    functionDefaults: {
      RESEND_API_URL: `http://${host}:${mailPort}`,
      RESEND_API_KEY: 're_local_inbox',
      SITE_URL: authEmail.siteUrl,
    },
    authEmail,
  };
}

export function loadConfig(): StackConfig {
  const host = process.env.STACK_HOST || '127.0.0.1';
  const apiPort = intEnv('STACK_API_PORT', 54321);
  const dbPort = intEnv('STACK_DB_PORT', 54322);
  const dbHost = isLoopback(host) ? host : '127.0.0.1';
  const jwtSecret = process.env.STACK_JWT_SECRET || JWT_SECRET;
  const realServer = realServerConfig();
  // Anyone can sign a service_role token with the public demo secret.
  if (!isLoopback(host) && jwtSecret === JWT_SECRET) {
    throw new Error(
      `STACK_HOST=${host} is not a loopback address: refusing to listen beyond this machine with the public demo JWT secret (set STACK_JWT_SECRET or use 127.0.0.1).`,
    );
  }
  return {
    jwtSecret,
    host,
    apiPort,
    dbPort,
    dbHost,
    dataDir: pathEnv('STACK_DATA_DIR', '.local-stack/dev'),
    migrationsDirs: pathListEnv('STACK_MIGRATIONS_DIR', 'supabase/migrations'),
    schemaFiles: schemaPaths(),
    seedFiles: pathListEnv('STACK_SEED_FILE', 'supabase/seed.sql'),
    maxRows: intEnv('STACK_MAX_ROWS', Number(configToml('api', 'max_rows') ?? 0)),
    apiSchemas: (process.env.STACK_API_SCHEMAS || 'public')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    functionsDirs: pathListEnv('STACK_FUNCTIONS_DIR', 'supabase/functions'),
    functionsRuntime: functionsRuntime(),
    denoDir: pathEnv('STACK_DENO_DIR', '.local-stack/deno'),
    cacheDir: pathEnv('STACK_CACHE_DIR', '.local-stack/.cache'),
    apiUrl: `http://${host}:${apiPort}`,
    dbUrl: realServer?.postgresUrl ?? `postgresql://${DB_USER}:${DB_PASSWORD}@${dbHost}:${dbPort}/postgres`,
    jwtExpirySeconds: intEnv('STACK_JWT_EXPIRY', 3600),
    authMaxFailuresPerEmail: intEnv('STACK_AUTH_MAX_FAILURES', 5),
    authMaxFailuresPerIp: intEnv('STACK_AUTH_MAX_FAILURES_PER_IP', 30),
    authFailureWindowSeconds: intEnv('STACK_AUTH_FAILURE_WINDOW', 300),
    bcryptCost: intEnv('STACK_BCRYPT_COST', 10),
    maxBodyBytes: intEnv('STACK_MAX_BODY_BYTES', 64 * 1024 * 1024),
    storageFileSizeLimit: intEnv('STACK_STORAGE_FILE_SIZE_LIMIT', 50 * 1024 * 1024),
    logRequests: Boolean(process.env.STACK_LOG_REQUESTS),
    authFailureFloorMs: intEnv('STACK_AUTH_FAILURE_FLOOR_MS', 200),
    authSignupEnabled: configToml('auth', 'enable_signup') === true,
    authRateLimits: {
      tokenVerifications: tomlNumber('auth.rate_limit', 'token_verifications', 30),
      signInSignUps: tomlNumber('auth.rate_limit', 'sign_in_sign_ups', 30),
    },
    pgSharedBuffers: process.env.STACK_PG_SHARED_BUFFERS || '16MB',
    schedulerEnabled: switchEnv('STACK_SCHEDULER', true),
    ...mailConfig(host),
    realServer,
  };
}
