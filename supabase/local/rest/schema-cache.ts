// PostgREST's "schema cache": the exposed tables, columns, foreign keys and
// functions. Every identifier in a request is checked against it, so nothing
// from the URL or body reaches SQL text unless it names a real object.
import type { SqlRunner } from '../sql-tx';

export interface ColumnInfo {
  name: string;
  /** format_type() output, safe to splice into SQL (it comes from the catalog). */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface TableInfo {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  columnMap: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Column sets with a unique constraint or index (for one-to-one embeds). */
  uniqueKeys: string[][];
  /** Foreign keys whose source is this table. */
  outgoing: ForeignKey[];
  /** Foreign keys from other tables to this one. */
  incoming: ForeignKey[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** 'void', 'scalar' (base/domain/enum/array), 'table' (composite or TABLE(...)). */
  returnKind: 'void' | 'scalar' | 'table';
  /** Columns of the returned rows when returnKind is 'table'. */
  returnColumns: ColumnInfo[];
  /** The exposed table whose row type is returned, for embedding. */
  returnTable: string | null;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
  loadedAt: number;
}

export interface SchemaSource {
  /** Exposed schemas, the first being the default (PostgREST's db-schemas). */
  readonly schemas: string[];
  current(schema: string): SchemaCache;
  /** Re-reads the catalog (throttled); used when a name is not found, e.g. after DDL over the socket. */
  refresh(schema: string): Promise<SchemaCache>;
}

const TABLES_SQL = `
  select c.oid::int as oid, c.relname as name, c.relkind as kind
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`;

const COLUMNS_SQL = `
  select a.attrelid::int as oid, a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
         not a.attnotnull as nullable, a.atthasdef or a.attidentity <> '' as has_default,
         a.attgenerated <> '' as generated
  from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f', 'c') and a.attnum > 0 and not a.attisdropped
  order by a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
  select con.conname as name, con.contype as type, con.conrelid::int as oid, con.confrelid::int as ref_oid,
         array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
               join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
         array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
               join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as ref_columns
  from pg_catalog.pg_constraint con join pg_catalog.pg_namespace n on n.oid = con.connamespace
  where n.nspname = $1 and con.contype in ('p', 'u', 'f')
  union all
  select i.indexrelid::regclass::text, 'u', i.indrelid::int, 0,
         array(select a.attname from unnest(i.indkey) with ordinality k(n, o)
               join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o),
         '{}'::name[]
  from pg_catalog.pg_index i join pg_catalog.pg_class c on c.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and i.indisunique and i.indpred is null and not i.indisprimary`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, p.provolatile as volatility,
         p.pronargs as nargs, p.pronargdefaults as ndefaults,
         coalesce(p.proargnames, '{}') as arg_names,
         coalesce(p.proargmodes::text[], '{}') as arg_modes,
         array(select pg_catalog.format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
         rt.typname as ret_typname, rt.typtype as ret_typtype, rt.typrelid::int as ret_relid,
         pg_catalog.format_type(p.prorettype, null) as ret_type
  from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'`;

interface ConstraintRow {
  name: string;
  type: 'p' | 'u' | 'f';
  oid: number;
  ref_oid: number;
  columns: string[];
  ref_columns: string[];
}

interface FunctionRow {
  name: string;
  returns_set: boolean;
  volatility: 'i' | 's' | 'v';
  nargs: number;
  ndefaults: number;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  ret_typname: string;
  ret_typtype: string;
  ret_relid: number;
  ret_type: string;
}

type Query = Pick<SqlRunner, 'query'>;

export async function loadSchemaCache(db: Query, schema = 'public'): Promise<SchemaCache> {
  const tablesRes = await db.query<{ oid: number; name: string; kind: string }>(TABLES_SQL, [schema]);
  const columnsRes = await db.query<{
    oid: number;
    name: string;
    type: string;
    nullable: boolean;
    has_default: boolean;
    generated: boolean;
  }>(COLUMNS_SQL, [schema]);
  const constraintsRes = await db.query<ConstraintRow>(CONSTRAINTS_SQL, [schema]);
  const functionsRes = await db.query<FunctionRow>(FUNCTIONS_SQL, [schema]);

  const columnsByOid = new Map<number, ColumnInfo[]>();
  for (const c of columnsRes.rows) {
    const list = columnsByOid.get(c.oid) ?? [];
    list.push({ name: c.name, type: c.type, nullable: c.nullable, hasDefault: c.has_default, generated: c.generated });
    columnsByOid.set(c.oid, list);
  }

  const tables = new Map<string, TableInfo>();
  const byOid = new Map<number, TableInfo>();
  for (const t of tablesRes.rows) {
    const columns = columnsByOid.get(t.oid) ?? [];
    const info: TableInfo = {
      schema,
      name: t.name,
      kind: t.kind === 'r' || t.kind === 'p' ? 'table' : 'view',
      columns,
      columnMap: new Map(columns.map((c) => [c.name, c])),
      primaryKey: [],
      uniqueKeys: [],
      outgoing: [],
      incoming: [],
    };
    tables.set(t.name, info);
    byOid.set(t.oid, info);
  }

  for (const con of constraintsRes.rows) {
    const table = byOid.get(con.oid);
    if (!table) continue;
    if (con.type === 'p') {
      table.primaryKey = con.columns;
      table.uniqueKeys.push(con.columns);
    } else if (con.type === 'u') {
      table.uniqueKeys.push(con.columns);
    } else {
      const ref = byOid.get(con.ref_oid);
      if (!ref) continue; // references outside the exposed schema (auth.users) are not embeddable
      const fk: ForeignKey = {
        name: con.name,
        table: table.name,
        columns: con.columns,
        refTable: ref.name,
        refColumns: con.ref_columns,
      };
      table.outgoing.push(fk);
      ref.incoming.push(fk);
    }
  }

  const compositeColumns = (relid: number): ColumnInfo[] => {
    const cols = columnsByOid.get(relid);
    if (cols) return cols;
    return [];
  };

  const functions = new Map<string, FunctionInfo[]>();
  for (const f of functionsRes.rows) {
    const modes = f.arg_modes.length ? f.arg_modes : f.arg_types.map(() => 'i');
    const args: FunctionArg[] = [];
    const outColumns: ColumnInfo[] = [];
    const inputCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
    let inputIndex = 0;
    modes.forEach((mode, i) => {
      const name = f.arg_names[i] ?? '';
      const type = f.arg_types[i] ?? 'unknown';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        args.push({ name, type, hasDefault: inputIndex >= inputCount - f.ndefaults });
        inputIndex++;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') {
        outColumns.push({ name, type, nullable: true, hasDefault: false, generated: false });
      }
    });
    let returnKind: FunctionInfo['returnKind'] = 'scalar';
    let returnColumns: ColumnInfo[] = [];
    let returnTable: string | null = null;
    if (f.ret_typname === 'void') returnKind = 'void';
    else if (f.ret_typtype === 'c') {
      returnKind = 'table';
      returnColumns = compositeColumns(f.ret_relid);
      returnTable = byOid.get(f.ret_relid)?.name ?? null;
    } else if (f.ret_typname === 'record' && outColumns.length > 0) {
      returnKind = 'table';
      returnColumns = outColumns;
    }
    const info: FunctionInfo = {
      schema,
      name: f.name,
      args,
      returnsSet: f.returns_set,
      returnKind,
      returnColumns,
      returnTable,
      volatility: f.volatility,
    };
    const list = functions.get(f.name) ?? [];
    list.push(info);
    functions.set(f.name, list);
  }

  return { schema, tables, functions, loadedAt: Date.now() };
}

/** A TableInfo-shaped view of a function's result rows, so the select builder can treat both alike. */
export function functionResultTable(fn: FunctionInfo, cache: SchemaCache): TableInfo {
  const base = fn.returnTable ? cache.tables.get(fn.returnTable) : undefined;
  if (base) return base;
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'view',
    columns: fn.returnColumns,
    columnMap: new Map(fn.returnColumns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
    outgoing: [],
    incoming: [],
  };
}
