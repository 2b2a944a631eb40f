// What every /rest/v1 operation needs: the request's schema, name lookup
// against the schema cache, and the one-transaction-per-request runner.
import type { Transaction } from '../sql-tx';
import { RAW, type RequestAuth, type StackDatabase } from '../db-session';
import { header, type StackRequest } from '../http/types';
import { isPgError, pgErrorToApiError } from './pg-errors';
import { parsePrefer, type Preferences } from './request-params';
import { pgrstError, wantsObject, type Row } from './responses';
import type { SchemaCache, SchemaSource, TableInfo } from './schema-cache';
import { resolveTx } from './tx-end';

function levenshtein(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0] as number;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j] as number;
      dp[j] = Math.min((dp[j] as number) + 1, (dp[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length] as number;
}

function nearest(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  for (const c of candidates) {
    const score = levenshtein(name, c);
    if (score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best !== null && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function plainHeaders(req: StackRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

export type RestContext = ReturnType<typeof createRestContext>;

export interface RestOptions {
  /** PostgREST's db-max-rows; 0 = no limit. */
  maxRows: number;
}

export function createRestContext(db: StackDatabase, schema: SchemaSource, options: RestOptions) {
  function requestedProfile(req: StackRequest): string | undefined {
    return req.method === 'GET' || req.method === 'HEAD'
      ? header(req, 'accept-profile')
      : header(req, 'content-profile');
  }
  function profileOf(req: StackRequest): string {
    return requestedProfile(req) ?? (schema.schemas[0] as string);
  }

  async function findTable(req: StackRequest, name: string): Promise<{ cache: SchemaCache; table: TableInfo }> {
    const schemaName = profileOf(req);
    let cache = schema.current(schemaName);
    let table = cache.tables.get(name);
    if (!table) {
      cache = await schema.refresh(schemaName);
      table = cache.tables.get(name);
    }
    if (!table) {
      const guess = nearest(name, cache.tables.keys());
      throw pgrstError(
        404,
        'PGRST205',
        `Could not find the table '${cache.schema}.${name}' in the schema cache`,
        null,
        guess ? `Perhaps you meant the table '${cache.schema}.${guess}'` : null,
      );
    }
    return { cache, table };
  }

  /** The request's `Prefer`, with `tx` kept only if db-tx-end allows it. */
  function preferences(req: StackRequest): Promise<Preferences> {
    return resolveTx(db, parsePrefer(header(req, 'prefer')));
  }

  /** One transaction; `Prefer: tx=rollback` (when allowed) rolls it back after a normal answer. */
  async function run<T>(
    req: StackRequest,
    auth: RequestAuth,
    fn: (tx: Transaction) => Promise<T>,
    prefs?: Preferences,
  ): Promise<T> {
    const info = { method: req.method, path: req.url.pathname, headers: plainHeaders(req) };
    try {
      return await db.asRole(auth, info, async (tx) => {
        const result = await fn(tx);
        if (prefs?.tx === 'rollback') await tx.rollback();
        return result;
      });
    } catch (error) {
      if (isPgError(error)) throw pgErrorToApiError(error, auth.role);
      throw error;
    }
  }

  async function affected(tx: Transaction, sql: string, params: Array<string | null>): Promise<Row> {
    const result = await tx.query(sql, params, RAW);
    return { body: null, n: result.affectedRows ?? 0 };
  }

  /** A singular write that touched other than one row fails inside the transaction, so it rolls back. */
  function checkSingular(req: StackRequest, row: Row): Row {
    if (wantsObject(req) && row.n !== 1) {
      throw pgrstError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${row.n} rows`,
      );
    }
    return row;
  }

  /** The planner's row estimate for a statement (count=planned), as PostgREST reads `Plan Rows`. */
  async function plannedRows(tx: Transaction, count: { sql: string; params: Array<string | null> }): Promise<number> {
    type Plan = Array<{ Plan: { 'Plan Rows': number } }>;
    const result = await tx.query<{ 'QUERY PLAN': Plan | string }>(
      `explain (format json) ${count.sql}`,
      count.params,
      RAW,
    );
    const plan = result.rows[0]?.['QUERY PLAN'];
    return Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)?.[0]?.Plan['Plan Rows'] ?? 0);
  }

  async function query(tx: Transaction, sql: string, params: Array<string | null>): Promise<Row> {
    const result = await tx.query<Row>(sql, params, RAW);
    return result.rows[0] as Row;
  }

  return {
    schema,
    maxRows: options.maxRows,
    requestedProfile,
    profileOf,
    findTable,
    preferences,
    run,
    affected,
    checkSingular,
    plannedRows,
    query,
  };
}
