// Turns parsed select/filters/order into SQL expressions, for reads (read-sql.ts) and writes
// (write-sql.ts). Identifiers come only from the schema cache and are quoted; every value is a
// bound parameter.
import { ApiError } from '../http/api-error';
import { resolveRelationship } from './relationships';
import type { SchemaCache, TableInfo } from './schema-cache';
import {
  OPERATORS,
  type ColumnRef,
  type Condition,
  type LogicTree,
  type OrderTerm,
  type SelectItem,
} from './query-syntax';

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(table: { schema: string; name: string }): string {
  return `${ident(table.schema)}.${ident(table.name)}`;
}

/** Bound parameters, always sent as text so Postgres infers each type from its context. */
export class Params {
  readonly values: Array<string | null> = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface LevelOptions {
  filters: Array<Condition | LogicTree>;
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export type Levels = Map<string, LevelOptions>;

export function levelAt(levels: Levels, path: string): LevelOptions {
  let level = levels.get(path);
  if (!level) {
    level = { filters: [] };
    levels.set(path, level);
  }
  return level;
}

/** One output column: its SQL expression and the (unquoted) name it is returned under. */
export interface SelectColumn {
  expr: string;
  name: string;
}

export function render(columns: SelectColumn[]): string[] {
  return columns.map((c) => `${c.expr} as ${ident(c.name)}`);
}

export class SqlBuilder {
  #aliasCount = 0;
  readonly params = new Params();
  /** Embed paths met while building, to reject filters on resources that are not embedded. */
  readonly embedPaths = new Set<string>(['']);
  constructor(readonly cache: SchemaCache) {}

  nextAlias(): string {
    return `_t${this.#aliasCount++}`;
  }

  column(table: TableInfo, alias: string, ref: ColumnRef): string {
    if (!table.columnMap.has(ref.name)) {
      throw new ApiError(400, {
        code: '42703',
        details: null,
        hint: null,
        message: `column ${table.name}.${ref.name} does not exist`,
      });
    }
    let sql = `${alias}.${ident(ref.name)}`;
    for (const step of ref.json) {
      const key = /^-?\d+$/.test(step.key) ? step.key : `${this.params.add(step.key)}::text`;
      sql = `(${sql}${step.arrow}${key})`;
    }
    return sql;
  }

  condition(table: TableInfo, alias: string, node: Condition | LogicTree): string {
    if (node.kind === 'logic') {
      const parts = node.children.map((child) => this.condition(table, alias, child));
      const joined = parts.length ? `(${parts.join(node.op === 'and' ? ' and ' : ' or ')})` : 'true';
      return node.negate ? `not ${joined}` : joined;
    }
    const col = this.column(table, alias, node.column);
    const sql = this.operation(col, node);
    return node.negate ? `not (${sql})` : sql;
  }

  operation(col: string, cond: Condition): string {
    const { op } = cond;
    if (op === 'in') {
      const list = cond.value as string[];
      if (list.length === 0) return 'false';
      return `${col} in (${list.map((v) => this.params.add(v)).join(', ')})`;
    }
    const value = cond.value as string;
    if (cond.quantifier) {
      const list = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
      return `${col} ${OPERATORS[op]} ${cond.quantifier}(${this.params.add(list)})`;
    }
    if (op === 'is') {
      const v = value.toLowerCase();
      return v === 'not_null' ? `${col} is not null` : `${col} is ${v}`;
    }
    if (op === 'fts' || op === 'plfts' || op === 'phfts' || op === 'wfts') {
      const lang = cond.language ? `${this.params.add(cond.language)}::regconfig, ` : '';
      return `${col} @@ ${OPERATORS[op]}(${lang}${this.params.add(value)})`;
    }
    if (op === 'like' || op === 'ilike') {
      // PostgREST accepts * as the wildcard so URLs need no %-escaping.
      return `${col} ${OPERATORS[op]} ${this.params.add(value.replace(/\*/g, '%'))}`;
    }
    return `${col} ${OPERATORS[op]} ${this.params.add(value)}`;
  }

  orderBy(table: TableInfo, alias: string, terms: OrderTerm[] | undefined): string {
    if (!terms || terms.length === 0) return '';
    const parts = terms.map((term) => {
      let sql = this.column(table, alias, term.column);
      if (term.direction) sql += ` ${term.direction}`;
      if (term.nulls) sql += ` nulls ${term.nulls}`;
      return sql;
    });
    return ` order by ${parts.join(', ')}`;
  }

  static limitOffset(level: LevelOptions | undefined): string {
    let sql = '';
    if (level?.limit !== undefined) sql += ` limit ${level.limit}`;
    if (level?.offset !== undefined && level.offset > 0) sql += ` offset ${level.offset}`;
    return sql;
  }

  /**
   * The select list for one level, plus the extra WHERE terms that `!inner`
   * embeds impose on it.
   */
  selectList(
    table: TableInfo,
    alias: string,
    items: SelectItem[],
    levels: Levels,
    path: string,
  ): { columns: SelectColumn[]; innerConditions: string[] } {
    const columns: SelectColumn[] = [];
    const innerConditions: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        for (const col of table.columns) columns.push({ expr: `${alias}.${ident(col.name)}`, name: col.name });
      } else if (item.kind === 'column') {
        let sql = this.column(table, alias, item.ref);
        if (item.cast) sql = `(${sql})::${item.cast}`;
        const name =
          item.alias ?? (item.ref.json.length ? item.ref.json[item.ref.json.length - 1]!.key : item.ref.name);
        columns.push({ expr: sql, name });
      } else {
        const embed = this.embed(table, alias, item, levels, path);
        columns.push(...embed.columns);
        if (embed.innerCondition) innerConditions.push(embed.innerCondition);
      }
    }
    return { columns, innerConditions };
  }

  embed(
    parent: TableInfo,
    parentAlias: string,
    item: Extract<SelectItem, { kind: 'embed' }>,
    levels: Levels,
    parentPath: string,
  ): { columns: SelectColumn[]; innerCondition?: string } {
    const rel = resolveRelationship(this.cache, parent, item.name, item.hint);
    const key = item.alias ?? item.name;
    const path = parentPath ? `${parentPath}.${key}` : key;
    this.embedPaths.add(path);
    const level = levels.get(path);
    const target = rel.target;
    const join = (alias: string) =>
      rel.parentHoldsFk
        ? rel.fk.refColumns.map((c, i) => `${alias}.${ident(c)} = ${parentAlias}.${ident(rel.fk.columns[i]!)}`)
        : rel.fk.columns.map((c, i) => `${alias}.${ident(c)} = ${parentAlias}.${ident(rel.fk.refColumns[i]!)}`);

    const whereFor = (alias: string, extra: string[] = []) => {
      const conds = [...join(alias), ...(level?.filters ?? []).map((f) => this.condition(target, alias, f)), ...extra];
      return conds.join(' and ');
    };

    let innerCondition: string | undefined;
    if (item.inner) {
      const a = this.nextAlias();
      const nested = this.selectList(
        target,
        a,
        item.items.filter((i) => i.kind === 'embed' && i.inner),
        levels,
        path,
      );
      innerCondition = `exists (select 1 from ${qualified(target)} as ${a} where ${whereFor(a, nested.innerConditions)})`;
    }

    if (item.items.length === 0) return { columns: [], innerCondition };

    const alias = this.nextAlias();
    const list = this.selectList(target, alias, item.items, levels, path);
    const where = whereFor(alias, list.innerConditions);

    if (item.spread) {
      if (rel.cardinality !== 'one') {
        throw new ApiError(400, {
          code: 'PGRST119',
          details: null,
          hint: null,
          message: `A spread operation on '${key}' is not possible`,
        });
      }
      // Each spread column becomes a scalar subquery on the to-one row.
      const columns = list.columns.map((col) => ({
        expr: `(select ${col.expr} from ${qualified(target)} as ${alias} where ${where} limit 1)`,
        name: col.name,
      }));
      return { columns, innerCondition };
    }

    const r = `_r${alias.slice(2)}`;
    if (rel.cardinality === 'one') {
      return {
        columns: [
          {
            expr: `(select row_to_json(${r}) from (select ${render(list.columns).join(', ')} from ${qualified(target)} as ${alias} where ${where} limit 1) ${r})`,
            name: key,
          },
        ],
        innerCondition,
      };
    }
    const order = this.orderBy(target, alias, level?.order);
    return {
      columns: [
        {
          expr: `(select coalesce(json_agg(${r}), '[]'::json) from (select ${render(list.columns).join(', ')} from ${qualified(target)} as ${alias} where ${where}${order}${SqlBuilder.limitOffset(level)}) ${r})`,
          name: key,
        },
      ],
      innerCondition,
    };
  }
}
