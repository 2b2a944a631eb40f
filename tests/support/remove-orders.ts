import { databaseUrl } from './clients';
import { withSql } from './sql';

/**
 * Removes test orders the way the retention job does after their 10 years
 * (private.delete_orders, as the database owner): an order with a contract or an accepted offer
 * cannot be deleted through the API, and its contract and incidents are never removed by a
 * cascade, so a plain DELETE is refused. `url`: as withSql's.
 */
export async function removeOrders(ids: readonly string[], url = databaseUrl): Promise<void> {
  if (ids.length === 0) return;
  await withSql((sql) => sql.query('select private.delete_orders($1::uuid[])', [ids]), url);
}
