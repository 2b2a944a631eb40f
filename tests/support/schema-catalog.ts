// What a database's schema is, read from its catalog as one flat map (`kind name` → facts), so two
// databases built two ways can be compared object by object: the equivalence test builds one from
// supabase/migrations and one from supabase/schemas and asks for no difference.
import type pg from 'pg';

export type Catalog = Record<string, unknown>;

/**
 * Everything but PostgreSQL's own schemas and the migration history (which differs by design:
 * one build records migrations, the other runs schema files).
 */
const IN_SCOPE = `not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
  and %s not like 'pg_temp_%' and %s not like 'pg_toast_temp_%'`;
const inScope = (column: string) => `${column} ${IN_SCOPE.replaceAll('%s', column)}`;

/** Objects an extension created come with the extension (compared by name and version). */
const notFromExtension = (oid: string) =>
  `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;

/** An ACL as sorted `grantee=privileges/grantor` items, NULL (the owner's default) spelt out. */
const acl = (value: string, kind: string, owner: string) =>
  `(select coalesce(array_agg(x order by x), '{}') from unnest(
     coalesce(${value}, acldefault(${kind}, ${owner}))::text[]) x)`;
/** Column privileges: none unless granted (no owner's default to spell out). */
const columnAcl = (value: string) => `(select array_agg(x order by x) from unnest(${value}::text[]) x)`;

/**
 * A column filled by a volatile default (a time, a random id or secret) differs between any two
 * builds: its value is left out of the rows compared.
 */
const VOLATILE_DEFAULT = /\b(now|clock_timestamp|statement_timestamp|random|gen_random_uuid|gen_random_bytes|uuid_generate_v[14])\(/;

const QUERIES: Array<[kind: string, sql: string]> = [
  [
    'schema',
    `select n.nspname as key, jsonb_build_object(
       'owner', pg_get_userbyid(n.nspowner), 'acl', ${acl('n.nspacl', `'n'`, 'n.nspowner')},
       'comment', obj_description(n.oid, 'pg_namespace')) as value
     from pg_namespace n where ${inScope('n.nspname')}`,
  ],
  [
    'extension',
    `select e.extname as key, jsonb_build_object('version', e.extversion, 'schema', n.nspname) as value
     from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  ],
  [
    'relation',
    `select n.nspname || '.' || c.relname as key, jsonb_build_object(
       'kind', c.relkind, 'owner', pg_get_userbyid(c.relowner),
       'rls', c.relrowsecurity, 'force_rls', c.relforcerowsecurity, 'options', c.reloptions,
       'acl', ${acl('c.relacl', `(case when c.relkind = 'S' then 's' else 'r' end)::"char"`, 'c.relowner')},
       'view', case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end,
       'comment', obj_description(c.oid, 'pg_class')) as value
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${inScope('n.nspname')} and ${notFromExtension('c.oid')}`,
  ],
  [
    'column',
    `select n.nspname || '.' || c.relname || '.' || a.attname as key, jsonb_build_object(
       -- The column's rank, not its number: a column dropped in a migration leaves a gap.
       'position', row_number() over (partition by a.attrelid order by a.attnum),
       'type', format_type(a.atttypid, a.atttypmod), 'not_null', a.attnotnull,
       'default', case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end,
       'generated', case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end,
       'identity', nullif(a.attidentity, ''),
       'collation', case when a.attcollation <> t.typcollation then a.attcollation::regcollation::text end,
       'acl', ${columnAcl('a.attacl')}, 'comment', col_description(c.oid, a.attnum)) as value
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and ${inScope('n.nspname')} and ${notFromExtension('c.oid')}`,
  ],
  [
    'constraint',
    `select n.nspname || '.' || coalesce(c.relname, t.typname) || '.' || k.conname as key, jsonb_build_object(
       'definition', pg_get_constraintdef(k.oid), 'deferrable', k.condeferrable, 'deferred', k.condeferred,
       'comment', obj_description(k.oid, 'pg_constraint')) as value
     from pg_constraint k
     join pg_namespace n on n.oid = k.connamespace
     left join pg_class c on c.oid = k.conrelid
     left join pg_type t on t.oid = k.contypid
     where ${inScope('n.nspname')} and ${notFromExtension('coalesce(c.oid, t.oid)')}`,
  ],
  [
    'index',
    `select n.nspname || '.' || c.relname as key, jsonb_build_object(
       'definition', pg_get_indexdef(i.indexrelid), 'comment', obj_description(c.oid, 'pg_class')) as value
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where ${inScope('n.nspname')} and ${notFromExtension('i.indrelid')}`,
  ],
  [
    'policy',
    `select p.schemaname || '.' || p.tablename || '.' || p.policyname as key, jsonb_build_object(
       'command', p.cmd, 'permissive', p.permissive, 'roles', (select array_agg(r order by r) from unnest(p.roles) r),
       'using', p.qual, 'with_check', p.with_check) as value
     from pg_policies p where ${inScope('p.schemaname')}`,
  ],
  [
    'function',
    `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
       jsonb_build_object(
         'definition', pg_get_functiondef(p.oid), 'owner', pg_get_userbyid(p.proowner),
         'security_definer', p.prosecdef, 'config', p.proconfig,
         'acl', ${acl('p.proacl', `'f'`, 'p.proowner')}, 'comment', obj_description(p.oid, 'pg_proc')) as value
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where p.prokind in ('f', 'p') and ${inScope('n.nspname')} and ${notFromExtension('p.oid')}`,
  ],
  [
    'trigger',
    `select n.nspname || '.' || c.relname || '.' || t.tgname as key, jsonb_build_object(
       'definition', pg_get_triggerdef(t.oid), 'enabled', t.tgenabled,
       'comment', obj_description(t.oid, 'pg_trigger')) as value
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where not t.tgisinternal and ${inScope('n.nspname')}`,
  ],
  [
    'sequence',
    `select n.nspname || '.' || c.relname as key, jsonb_build_object(
       'type', format_type(s.seqtypid, null), 'start', s.seqstart, 'increment', s.seqincrement,
       'min', s.seqmin, 'max', s.seqmax, 'cache', s.seqcache, 'cycle', s.seqcycle,
       'owned_by', (select o.relname || '.' || a.attname from pg_depend d
                    join pg_class o on o.oid = d.refobjid
                    join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
                    where d.objid = c.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i'))) as value
     from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
     where ${inScope('n.nspname')} and ${notFromExtension('c.oid')}`,
  ],
  [
    'type',
    `select n.nspname || '.' || t.typname as key, jsonb_build_object(
       'kind', t.typtype, 'owner', pg_get_userbyid(t.typowner),
       'labels', (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid),
       'base', case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end,
       'comment', obj_description(t.oid, 'pg_type')) as value
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where t.typtype in ('e', 'd') and ${inScope('n.nspname')} and ${notFromExtension('t.oid')}`,
  ],
  [
    'default privileges',
    `select pg_get_userbyid(d.defaclrole) || ' in ' || coalesce(n.nspname, '(all schemas)') || ' on ' ||
       d.defaclobjtype::text as key, jsonb_build_object('acl', ${columnAcl('d.defaclacl')}) as value
     from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  ],
];

/** The tables whose rows the schema itself holds (or not): every table in scope. */
const TABLES_WITH_COLUMNS = `
  select n.nspname as schema, c.relname as name,
         array_agg(a.attname::text order by a.attnum) filter (where a.attnum > 0) as columns,
         array_agg(coalesce(pg_get_expr(d.adbin, d.adrelid), '') order by a.attnum) filter (where a.attnum > 0) as defaults
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and not a.attisdropped
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where c.relkind in ('r', 'p') and ${inScope('n.nspname')} and ${notFromExtension('c.oid')}
  group by n.nspname, c.relname`;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readRows(db: pg.ClientBase): Promise<Catalog> {
  const catalog: Catalog = {};
  const tables = await db.query<{ schema: string; name: string; columns: string[]; defaults: string[] }>(
    TABLES_WITH_COLUMNS,
  );
  for (const table of tables.rows) {
    const volatile = table.columns.filter((_, i) => VOLATILE_DEFAULT.test(table.defaults[i] ?? ''));
    const masked = volatile.map((column) => ` - '${column.replaceAll("'", "''")}'`).join('');
    const { rows } = await db.query<{ row: string }>(
      `select (to_jsonb(t)${masked})::text as row from ${quoteIdent(table.schema)}.${quoteIdent(table.name)} t`,
    );
    if (rows.length === 0) continue;
    catalog[`rows ${table.schema}.${table.name}`] = {
      ...(volatile.length ? { masked: volatile } : {}),
      rows: rows.map((r) => r.row).sort(),
    };
  }
  return catalog;
}

/** The schema of the database `db` is connected to (as a role that may read every table). */
export async function readCatalog(db: pg.ClientBase): Promise<Catalog> {
  const catalog: Catalog = {};
  for (const [kind, sql] of QUERIES) {
    const { rows } = await db.query<{ key: string; value: Record<string, unknown> }>(sql);
    for (const { key, value } of rows) {
      catalog[`${kind} ${key}`] = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
    }
  }
  return { ...catalog, ...(await readRows(db)) };
}

export interface CatalogDifference {
  key: string;
  left?: unknown;
  right?: unknown;
}

/** Objects present on one side only, or with different facts, in key order. */
export function compareCatalogs(left: Catalog, right: Catalog): CatalogDifference[] {
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  const differences: CatalogDifference[] = [];
  for (const key of keys) {
    const a = JSON.stringify(left[key]);
    const b = JSON.stringify(right[key]);
    if (a !== b) differences.push({ key, left: left[key], right: right[key] });
  }
  return differences;
}
