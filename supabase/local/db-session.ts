// Runs each API request as one transaction on PGlite's single session, under
// the caller's role and JWT claims, so Postgres itself enforces grants and RLS.
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'
import type { SessionGate } from './gate'

export interface RequestAuth {
  /** Postgres role from the verified JWT: anon, authenticated or service_role. */
  role: string
  claims: Record<string, unknown>
}

export interface RequestInfo {
  method?: string
  path?: string
  headers?: Record<string, string>
}

/**
 * PGlite would otherwise serialise parameters by their inferred type in JS
 * (a 'false' string becomes true for a boolean, JSON text is re-encoded).
 * Every value we bind is already Postgres text input, so pass it through.
 */
const rawText = new Proxy({} as Record<number, (x: unknown) => string>, {
  get: () => (x: unknown) => (typeof x === 'string' ? x : String(x)),
})

export const RAW: QueryOptions = { serializers: rawText }

const SEARCH_PATH = '"$user", public, extensions'

const SET_REQUEST = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt.claim.email', $4, true), set_config('search_path', $5, true),
  set_config('request.method', $6, true), set_config('request.path', $7, true),
  set_config('request.headers', $8, true)`

const SET_SYSTEM = `select set_config('role', 'postgres', true), set_config('request.jwt.claims', '', true),
  set_config('request.jwt.claim.sub', '', true), set_config('request.jwt.claim.role', '', true),
  set_config('search_path', $1, true)`

export class StackDatabase {
  constructor(
    readonly pg: PGlite,
    readonly gate: SessionGate,
  ) {}

  /** Work of the stack itself (auth, storage bookkeeping) as the postgres superuser. */
  asSystem<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.gate.run(() =>
      this.pg.transaction(async (tx) => {
        // A Postgres-protocol client may have left another role or search_path on the session.
        await tx.query(SET_SYSTEM, [SEARCH_PATH], RAW)
        return fn(tx)
      }),
    )
  }

  asRole<T>(auth: RequestAuth, info: RequestInfo, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : ''
    const email = typeof auth.claims.email === 'string' ? auth.claims.email : ''
    const params = [
      auth.role,
      JSON.stringify(auth.claims),
      sub,
      email,
      SEARCH_PATH,
      info.method ?? '',
      info.path ?? '',
      JSON.stringify(info.headers ?? {}),
    ]
    return this.gate.run(() =>
      this.pg.transaction(async (tx) => {
        await tx.query(SET_REQUEST, params, RAW)
        return fn(tx)
      }),
    )
  }
}
