import pg from 'pg';
import { databaseUrl } from './clients';

/** One fresh connection as `postgres` to the stack's database, closed after `fn`. */
export async function withSql<T>(fn: (sql: pg.Client) => Promise<T>): Promise<T> {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}
