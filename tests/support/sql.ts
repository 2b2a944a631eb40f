import pg from 'pg';
import { databaseUrl } from './clients';

/**
 * One fresh connection as `postgres` to the stack's database, closed after `fn` (the integration
 * stack's unless `url` names another, e.g. the end-to-end one).
 */
export async function withSql<T>(fn: (sql: pg.Client) => Promise<T>, url = databaseUrl): Promise<T> {
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}
