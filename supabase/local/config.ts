// Every tunable of the local stack, read once from the environment.
// Tests and scripts import the keys from here instead of copying them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Supabase CLI default; the well-known local keys below are signed with it. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Repository root, so the CLI works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
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
  dataDir: string;
  /** One or more directories (joined with ':'); files run in filename order across all of them. */
  migrationsDirs: string[];
  /** One or more seed files (joined with ':'), run in the given order. */
  seedFiles: string[];
  /** Schemas exposed by /rest/v1 (first = default), like PostgREST's db-schemas. */
  apiSchemas: string[];
  /** One or more directories (joined with ':') holding <name>/handler.ts; the first match wins. */
  functionsDirs: string[];
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
}

export function loadConfig(): StackConfig {
  const host = process.env.STACK_HOST || '127.0.0.1';
  const apiPort = intEnv('STACK_API_PORT', 54321);
  const dbPort = intEnv('STACK_DB_PORT', 54322);
  return {
    jwtSecret: process.env.STACK_JWT_SECRET || JWT_SECRET,
    host,
    apiPort,
    dbPort,
    dataDir: pathEnv('STACK_DATA_DIR', '.local-stack/dev'),
    migrationsDirs: pathListEnv('STACK_MIGRATIONS_DIR', 'supabase/migrations'),
    seedFiles: pathListEnv('STACK_SEED_FILE', 'supabase/seed.sql'),
    apiSchemas: (process.env.STACK_API_SCHEMAS || 'public')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    functionsDirs: pathListEnv('STACK_FUNCTIONS_DIR', 'supabase/functions'),
    cacheDir: pathEnv('STACK_CACHE_DIR', '.local-stack/.cache'),
    apiUrl: `http://${host}:${apiPort}`,
    dbUrl: `postgresql://postgres:postgres@${host}:${dbPort}/postgres`,
    jwtExpirySeconds: intEnv('STACK_JWT_EXPIRY', 3600),
    authMaxFailuresPerEmail: intEnv('STACK_AUTH_MAX_FAILURES', 5),
    authMaxFailuresPerIp: intEnv('STACK_AUTH_MAX_FAILURES_PER_IP', 30),
    authFailureWindowSeconds: intEnv('STACK_AUTH_FAILURE_WINDOW', 300),
    bcryptCost: intEnv('STACK_BCRYPT_COST', 10),
  };
}
