// The one statement that answers a read (GET, and an RPC's rows): the page's body in the asked
// format, its row count and, when asked, the total.
import { ApiError } from '../http/api-error';
import type { SelectItem } from './query-syntax';
import type { SchemaCache, TableInfo } from './schema-cache';
import { render, SqlBuilder, type Levels, type Params } from './sql-builder';

/** PostgREST's PGRST108: `books.title=eq.x` needs `books` in the select. */
function checkEmbedPaths(b: SqlBuilder, levels: Levels): void {
  for (const [path, level] of levels) {
    const used = level.filters.length > 0 || level.order || level.limit !== undefined || level.offset !== undefined;
    if (used && !b.embedPaths.has(path)) {
      throw new ApiError(400, {
        code: 'PGRST108',
        details: `'${path}' is not an embedded resource in this request`,
        hint: `Verify that '${path}' is included in the 'select' query parameter.`,
        message: `'${path}' is not an embedded resource in this request`,
      });
    }
  }
}

export interface ReadSql {
  sql: string;
  params: Array<string | null>;
  /** `select 1 from <source> where <filters>` with its own parameters: what count=planned EXPLAINs. */
  count: { sql: string; params: Array<string | null> };
}

/** The body's format, from the Accept header (see responses.ts acceptedMedia). */
export type Output = 'json' | 'json-stripped' | 'csv';

export interface ReadOptions {
  output: Output;
  /** `exact` counts every matching row; `capped` counts at most `cap` + 1 (count=estimated). */
  count?: { kind: 'exact' } | { kind: 'capped'; cap: number };
}

/**
 * The body from the page's rows `_r`. CSV as PostgREST writes it: a header of the
 * column names (empty when no row), then each row's record text without its parentheses
 * (NULL empty; commas, quotes, spaces and the like quoted).
 */
function bodyExpression(b: SqlBuilder, output: Output, names: string[]): string {
  if (output === 'json') return `coalesce(json_agg(_r), '[]'::json)::text`;
  if (output === 'json-stripped') return `coalesce(json_strip_nulls(json_agg(_r)), '[]'::json)::text`;
  const header = b.params.add(names.join(','));
  return `case when count(_r) = 0 then '' else ${header}::text end || chr(10) ||
    coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), chr(10)), '')`;
}

/**
 * Only the `!inner` embeds of a select, emptied: what restricts the root rows, without
 * columns (whose parameters EXPLAIN could not type). An estimate may ignore `!inner` below them.
 */
function innerEmbeds(items: SelectItem[]): SelectItem[] {
  return items.flatMap((i) => (i.kind === 'embed' && i.inner ? [{ ...i, items: [] }] : []));
}

/**
 * One statement answering a read: `body`, `n` (rows in the page) and, when asked,
 * `total` (rows matching the filters, ignoring limit and offset).
 */
export function buildRead(
  cache: SchemaCache,
  table: TableInfo,
  source: string,
  items: SelectItem[],
  levels: Levels,
  options: ReadOptions,
  sourceParams?: (params: Params) => void,
): ReadSql {
  const b = new SqlBuilder(cache);
  sourceParams?.(b.params);
  const alias = b.nextAlias();
  const root = levels.get('');
  const list = b.selectList(table, alias, items, levels, '');
  checkEmbedPaths(b, levels);
  const conditions = [...(root?.filters ?? []).map((f) => b.condition(table, alias, f)), ...list.innerConditions];
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  const order = b.orderBy(table, alias, root?.order);
  const page = SqlBuilder.limitOffset(root);
  const cols = list.columns.length ? render(list.columns).join(', ') : 'null as _pgrst_empty';
  const body = bodyExpression(
    b,
    options.output,
    list.columns.map((c) => c.name),
  );
  const count = countQuery(cache, table, source, items, levels, sourceParams);
  if (!options.count) {
    return {
      sql: `select ${body} as body, count(_r)::int as n from (select ${cols} from ${source} as ${alias}${where}${order}${page}) _r`,
      params: b.params.values,
      count,
    };
  }
  const counted = options.count.kind === 'exact' ? '_base' : `(select 1 from _base limit ${options.count.cap + 1}) _c`;
  return {
    // Not materialized: the count and the page each read the table through their own plan (an
    // index scan for the page), as PostgREST's separate count subquery does; a materialized CTE
    // would copy every matching row first.
    sql: `with _base as not materialized (select ${alias}.* from ${source} as ${alias}${where})
      select ${body} as body, count(_r)::int as n, (select count(*) from ${counted})::int as total
      from (select ${cols} from _base as ${alias}${order}${page}) _r`,
    params: b.params.values,
    count,
  };
}

/** Built apart, so that EXPLAIN gets only the parameters this statement uses. */
function countQuery(
  cache: SchemaCache,
  table: TableInfo,
  source: string,
  items: SelectItem[],
  levels: Levels,
  sourceParams?: (params: Params) => void,
): ReadSql['count'] {
  const b = new SqlBuilder(cache);
  sourceParams?.(b.params);
  const alias = b.nextAlias();
  const inner = b.selectList(table, alias, innerEmbeds(items), levels, '').innerConditions;
  const conditions = [...(levels.get('')?.filters ?? []).map((f) => b.condition(table, alias, f)), ...inner];
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  return { sql: `select 1 from ${source} as ${alias}${where}`, params: b.params.values };
}
