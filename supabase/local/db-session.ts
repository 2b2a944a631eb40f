// Runs each API request as one transaction under the caller's role and JWT claims, so
// Postgres itself enforces grants and RLS: on PGlite's single session (here) or on a
// real server's connections (pool-database.ts).
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import type { SessionGate } from './gate';
import type { Transaction } from './sql-tx';

export interface RequestAuth {
  /** Postgres role from the verified JWT: anon, authenticated or service_role. */
  role: string;
  claims: Record<string, unknown>;
}

export interface RequestInfo {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

/**
 * PGlite would otherwise serialise parameters by their inferred type in JS
 * (a 'false' string becomes true for a boolean, JSON text is re-encoded).
 * Every value we bind is already Postgres text input, so pass it through.
 */
const rawText = new Proxy({} as Record<number, (x: unknown) => string>, {
  get: () => (x: unknown) => (typeof x === 'string' ? x : String(x)),
});

export const RAW: QueryOptions = { serializers: rawText };

export const SEARCH_PATH = '"$user", public, extensions';

/**
 * A SQL string literal. Settings go in one simple-protocol statement (about
 * twice as fast in PGlite as a parameterised one). E'' syntax escapes the same
 * way whatever standard_conforming_strings is, which a Postgres-protocol client
 * could change for the shared session; claims hold user-editable metadata.
 */
export function literal(value: string): string {
  if (value.includes('\0')) throw new Error('NUL byte in a session setting');
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function settingsSql(settings: Record<string, string>): string {
  return `select ${Object.entries(settings)
    .map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`)
    .join(', ')}`;
}

/** The stack's own work: no request claims; on PGlite, back to the superuser a socket client may have left. */
export function systemSettings(role?: string): string {
  return settingsSql({
    ...(role ? { role } : {}),
    'request.jwt.claims': '',
    'request.jwt.claim.sub': '',
    'request.jwt.claim.role': '',
    search_path: SEARCH_PATH,
  });
}

const SYSTEM_SETTINGS = systemSettings('postgres');

/** What PostgREST sets in each request's transaction. */
export function requestSettings(auth: RequestAuth, info: RequestInfo): string {
  const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : '';
  const email = typeof auth.claims.email === 'string' ? auth.claims.email : '';
  return settingsSql({
    role: auth.role,
    'request.jwt.claims': JSON.stringify(auth.claims),
    'request.jwt.claim.sub': sub,
    'request.jwt.claim.role': auth.role,
    'request.jwt.claim.email': email,
    search_path: SEARCH_PATH,
    'request.method': info.method ?? '',
    'request.path': info.path ?? '',
    'request.headers': JSON.stringify(info.headers ?? {}),
  });
}

export interface StackDatabase {
  /** Work of the stack itself (auth, storage bookkeeping) as a privileged role, like GoTrue's and Storage's. */
  asSystem<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** One API request's transaction, under the caller's role and claims. */
  asRole<T>(auth: RequestAuth, info: RequestInfo, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Waits for the transactions in flight, then closes the database. */
  close(): Promise<void>;
}

export class PgliteDatabase implements StackDatabase {
  constructor(
    readonly pg: PGlite,
    readonly gate: SessionGate,
  ) {}

  asSystem<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.gate.run(() =>
      this.pg.transaction(async (tx) => {
        // A Postgres-protocol client may have left another role or search_path on the session.
        await tx.exec(SYSTEM_SETTINGS);
        return fn(tx);
      }),
    );
  }

  asRole<T>(auth: RequestAuth, info: RequestInfo, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const settings = requestSettings(auth, info);
    return this.gate.run(() =>
      this.pg.transaction(async (tx) => {
        await tx.exec(settings);
        return fn(tx);
      }),
    );
  }

  close(): Promise<void> {
    return this.gate.run(() => this.pg.close());
  }
}
