// INSERT / UPSERT / UPDATE / DELETE statements in PostgREST's shape: the JSON
// body is one bound parameter expanded by json_populate_record(set) against
// the table's row type, so Postgres does every type conversion.
import type { SchemaCache, TableInfo } from './schema-cache';
import type { SelectItem } from './query-syntax';
import { ident, qualified, render, SqlBuilder, type Levels } from './sql-builder';

export interface WriteSql {
  sql: string;
  params: Array<string | null>;
  /** With RETURNING: the statement yields body/n (and inserted for upserts). */
  returnsRows: boolean;
}

export type Returning =
  | { kind: 'none' }
  | { kind: 'rows'; items: SelectItem[]; levels: Levels }
  /** Upsert without representation: only how many rows were inserted vs updated. */
  | { kind: 'inserted-flag' };

function whereClause(b: SqlBuilder, table: TableInfo, alias: string, levels: Levels): string {
  const filters = levels.get('')?.filters ?? [];
  const conds = filters.map((f) => b.condition(table, alias, f));
  return conds.length ? ` where ${conds.join(' and ')}` : '';
}

function wrapReturning(
  b: SqlBuilder,
  table: TableInfo,
  dml: string,
  returning: Returning,
  trackInserted: boolean,
): { sql: string; returnsRows: boolean } {
  if (returning.kind === 'none') return { sql: dml, returnsRows: false };
  if (returning.kind === 'inserted-flag') {
    return {
      sql: `with _src as (${dml} returning (xmax = 0) as _pgrst_inserted)
        select null::text as body, count(*)::int as n, count(*) filter (where _pgrst_inserted)::int as inserted from _src`,
      returnsRows: true,
    };
  }
  const alias = b.nextAlias();
  const list = b.selectList(table, alias, returning.items, returning.levels, '');
  const cols = list.columns.length ? render(list.columns).join(', ') : 'null as _pgrst_empty';
  const inserted = trackInserted ? `, (select count(*) from _src where _pgrst_inserted)::int as inserted` : '';
  const extra = trackInserted ? `, (xmax = 0) as _pgrst_inserted` : '';
  return {
    sql: `with _src as (${dml} returning *${extra})
      select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n${inserted}
      from (select ${cols} from _src as ${alias}) _r`,
    returnsRows: true,
  };
}

export function buildInsert(
  cache: SchemaCache,
  table: TableInfo,
  rowsJson: string,
  columns: string[],
  conflict: { target: string[]; mode: 'merge' | 'ignore' } | null,
  returning: Returning,
): WriteSql {
  const b = new SqlBuilder(cache);
  const body = b.params.add(rowsJson);
  const target = qualified(table);
  let dml: string;
  if (columns.length === 0) {
    // Every object was {}: one row of defaults per object.
    dml = `insert into ${target} select from json_array_elements(${body}::json)`;
  } else {
    const cols = columns.map(ident).join(', ');
    dml = `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${body}::json)`;
  }
  if (conflict) {
    const on = conflict.target.map(ident).join(', ');
    if (conflict.mode === 'ignore' || columns.length === 0) dml += ` on conflict (${on}) do nothing`;
    else
      dml += ` on conflict (${on}) do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
  }
  const wrapped = wrapReturning(b, table, dml, returning, conflict !== null && returning.kind === 'rows');
  return { sql: wrapped.sql, params: b.params.values, returnsRows: wrapped.returnsRows };
}

export function buildUpdate(
  cache: SchemaCache,
  table: TableInfo,
  rowJson: string,
  columns: string[],
  levels: Levels,
  returning: Returning,
): WriteSql {
  const b = new SqlBuilder(cache);
  const body = b.params.add(rowJson);
  const alias = b.nextAlias();
  const target = qualified(table);
  const set = columns.map((c) => `${ident(c)} = _body.${ident(c)}`).join(', ');
  const dml = `update ${target} as ${alias} set ${set} from json_populate_record(null::${target}, ${body}::json) as _body${whereClause(b, table, alias, levels)}`;
  const wrapped = wrapReturning(b, table, dml, returning, false);
  return { sql: fixReturningAlias(wrapped.sql, alias), params: b.params.values, returnsRows: wrapped.returnsRows };
}

export function buildDelete(cache: SchemaCache, table: TableInfo, levels: Levels, returning: Returning): WriteSql {
  const b = new SqlBuilder(cache);
  const alias = b.nextAlias();
  const dml = `delete from ${qualified(table)} as ${alias}${whereClause(b, table, alias, levels)}`;
  const wrapped = wrapReturning(b, table, dml, returning, false);
  return { sql: fixReturningAlias(wrapped.sql, alias), params: b.params.values, returnsRows: wrapped.returnsRows };
}

/** `returning *` after UPDATE … FROM would also return the _body columns. */
function fixReturningAlias(sql: string, alias: string): string {
  return sql.replace(' returning *', ` returning ${alias}.*`);
}
