// The stack over a real PostgreSQL server (STACK_DATABASE_URL): API requests run on
// connections of `authenticator`, as PostgREST's do, and the stack's own auth and storage
// bookkeeping on a privileged connection, as GoTrue's and Storage's do. With
// `freshConnections` every request gets a connection that has served nothing before, so no
// earlier statement of a privileged role can have warmed what a visitor's request runs.
import pg from 'pg';
import { requestSettings, systemSettings, type RequestAuth, type RequestInfo, type StackDatabase } from './db-session';
import type { SqlResult, SqlRunner, Transaction } from './sql-tx';

/** Results parsed as PGlite parses them, so handlers see the same values on either database. */
const PGLITE_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const INT8 = 20;
    const DATE_TYPES = [1082, 1114, 1184];
    const CHAR_ARRAY = 1002;
    const NAME_ARRAY = 1003;
    const TEXT_ARRAY = 1009;
    // pg leaves char[] and name[] (the schema cache's catalog arrays) as text; PGlite parses them.
    if (oid === CHAR_ARRAY || oid === NAME_ARRAY)
      return pg.types.getTypeParser(TEXT_ARRAY as Parameters<typeof pg.types.getTypeParser>[0], format);
    if (oid === INT8) {
      return (value: string) => {
        const n = BigInt(value);
        return n < Number.MIN_SAFE_INTEGER || n > Number.MAX_SAFE_INTEGER ? n : Number(n);
      };
    }
    if (DATE_TYPES.includes(oid)) return (value: string) => new Date(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

class PgTransaction implements Transaction {
  ended = false;
  constructor(private readonly client: pg.ClientBase) {}

  async query<T>(sql: string, params?: unknown[]): Promise<SqlResult<T>> {
    const result = await this.client.query({ text: sql, values: params });
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  }

  exec(sql: string): Promise<unknown> {
    return this.client.query(sql);
  }

  async rollback(): Promise<void> {
    await this.client.query('rollback');
    this.ended = true;
  }
}

/** One transaction on a client: committed when fn resolves, rolled back when it throws. */
export async function inTransaction<T>(client: pg.ClientBase, settings: string, fn: (tx: Transaction) => Promise<T>) {
  const tx = new PgTransaction(client);
  await client.query('begin');
  try {
    await client.query(settings);
    const result = await fn(tx);
    if (!tx.ended) await client.query('commit');
    return result;
  } catch (error) {
    if (!tx.ended) {
      try {
        await client.query('rollback');
      } catch {
        // The connection itself is gone: the pool must not hand it out again.
        throw new ConnectionLostError(error);
      }
    }
    throw error;
  }
}

class ConnectionLostError extends Error {
  constructor(readonly cause: unknown) {
    super(`Database connection lost: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** A pg client seen as a SqlRunner (migrations and seed over a real server). */
export function clientRunner(client: pg.ClientBase, settings = systemSettings()): SqlRunner {
  return {
    query: (sql, params) => new PgTransaction(client).query(sql, params),
    transaction: (fn) => inTransaction(client, settings, fn),
  };
}

export interface PoolDatabaseOptions {
  /** A superuser's connection string (the stack's own work). */
  systemUrl: string;
  /** `authenticator`'s connection string (API requests). */
  apiUrl: string;
  /** One connection per request, closed after it. */
  freshConnections: boolean;
  maxConnections?: number;
}

export class PoolDatabase implements StackDatabase {
  readonly #system: pg.Pool;
  readonly #api: pg.Pool;

  constructor(options: PoolDatabaseOptions) {
    const max = options.maxConnections ?? 8;
    this.#system = new pg.Pool({ connectionString: options.systemUrl, max: 4, types: PGLITE_TYPES });
    this.#api = new pg.Pool({
      connectionString: options.apiUrl,
      max,
      types: PGLITE_TYPES,
      ...(options.freshConnections ? { maxUses: 1 } : {}),
    });
  }

  async #run<T>(pool: pg.Pool, settings: string, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let lost: ConnectionLostError | undefined;
    try {
      return await inTransaction(client, settings, fn);
    } catch (error) {
      // A refused request (an API error, a constraint) leaves a healthy connection to reuse.
      if (error instanceof ConnectionLostError) lost = error;
      throw error;
    } finally {
      client.release(lost);
    }
  }

  asSystem<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#run(this.#system, systemSettings(), fn);
  }

  asRole<T>(auth: RequestAuth, info: RequestInfo, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#run(this.#api, requestSettings(auth, info), fn);
  }

  async close(): Promise<void> {
    await Promise.all([this.#api.end(), this.#system.end()]);
  }
}
