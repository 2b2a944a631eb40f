// The slice of a database connection the stack's handlers use. PGlite's Transaction has
// this shape, and so does the node-postgres adapter (pool-database.ts), so every handler
// runs unchanged on the embedded database or on a real PostgreSQL server.
import type { QueryOptions } from '@electric-sql/pglite';

export interface SqlResult<T> {
  rows: T[];
  affectedRows?: number;
}

export interface Transaction {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<SqlResult<T>>;
  exec(sql: string): Promise<unknown>;
  rollback(): Promise<void>;
}

/** Something that runs statements and whole transactions: PGlite, or a pg client. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<T>>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}
