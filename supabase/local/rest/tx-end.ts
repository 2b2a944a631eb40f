// PostgREST's db-tx-end, read as PostgREST reads its in-database configuration: from the
// authenticator role's settings (`alter role authenticator set pgrst.db_tx_end to …`).
// `Prefer: tx=commit|rollback` is honoured only when it ends in `-allow-override`; the
// default, `commit`, ignores it (and handling=strict refuses it), as on hosted Supabase.
import type { StackDatabase } from '../db-session';
import { invalidPreferences, type Preferences } from './request-params';

const TX_END_SQL = `
  select split_part(s, '=', 2) as value
  from pg_catalog.pg_db_role_setting r cross join unnest(r.setconfig) s
  where r.setrole = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
    and s like 'pgrst.db\\_tx\\_end=%'`;

/** Drops a `tx` preference the configuration does not allow (refused with handling=strict). */
export async function resolveTx(db: StackDatabase, prefs: Preferences): Promise<Preferences> {
  if (!prefs.tx) return prefs;
  const setting = await db.asSystem((tx) => tx.query<{ value: string }>(TX_END_SQL));
  if (setting.rows[0]?.value.endsWith('-allow-override')) return prefs;
  if (prefs.handling === 'strict') throw invalidPreferences([`tx=${prefs.tx}`]);
  return { ...prefs, tx: undefined };
}
