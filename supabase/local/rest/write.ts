// POST (insert/upsert), PATCH and DELETE with PostgREST's statuses and headers.
import type { StackRequest } from '../http/types';
import type { RequestAuth } from '../db-session';
import { ApiError } from '../http/api-error';
import type { RestContext } from './context';
import { isPgError } from './pg-errors';
import type { Levels } from './sql-builder';
import { parseRestParams, type Preferences, type RestParams } from './request-params';
import {
  checkMaxAffected,
  contentRange,
  JSON_TYPE,
  OBJECT_TYPE,
  parseJsonBody,
  pgrstError,
  preferenceApplied,
  singleObject,
  wantsObject,
  type Outcome,
  type Row,
} from './responses';
import type { TableInfo } from './schema-cache';
import { buildDelete, buildInsert, buildUpdate, type Returning } from './write-sql';

const MUTATION_APPLIED: Array<keyof Preferences> = ['return', 'count', 'tx', 'maxAffected'];

export function createWriter(ctx: RestContext) {
  const { findTable, run, query, affected, checkSingular, profileOf, preferences } = ctx;

  function returningFor(prefs: Preferences, params: RestParams): Returning {
    if (prefs.return === 'representation') return { kind: 'rows', items: params.select, levels: params.levels };
    return { kind: 'none' };
  }

  function columnError(table: TableInfo, column: string): ApiError {
    return pgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
  }

  function writeOutcome(
    req: StackRequest,
    prefs: Preferences,
    row: Row,
    status: number,
    range: string,
    applied: Array<keyof Preferences>,
  ): Outcome {
    const headers: Record<string, string> = { 'Content-Range': range, ...preferenceApplied(prefs, applied) };
    if (req.headers['content-profile']) headers['Content-Profile'] = profileOf(req);
    if (prefs.return !== 'representation') return { status, headers };
    let body = row.body ?? '[]';
    headers['Content-Type'] = JSON_TYPE;
    if (wantsObject(req)) {
      body = singleObject(body, row.n);
      headers['Content-Type'] = OBJECT_TYPE;
    }
    return { status, headers, body };
  }

  async function insert(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const { cache, table } = await findTable(req, name);
    const params = parseRestParams(req.url.searchParams);
    const prefs = await preferences(req);
    const payload = parseJsonBody(req);
    const rows = Array.isArray(payload) ? payload : [payload];
    if (!rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))) {
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    const objects = rows as Array<Record<string, unknown>>;
    let columns: string[];
    if (params.columns) {
      columns = params.columns;
    } else {
      columns = Object.keys(objects[0] ?? {});
      const signature = [...columns].sort().join('\0');
      if (objects.some((o) => Object.keys(o).sort().join('\0') !== signature)) {
        throw pgrstError(400, 'PGRST102', 'All object keys must match');
      }
    }
    for (const c of columns) if (!table.columnMap.has(c)) throw columnError(table, c);

    let conflict: { target: string[]; mode: 'merge' | 'ignore' } | null = null;
    if (prefs.resolution) {
      const target = params.onConflict ?? table.primaryKey;
      for (const c of target) if (!table.columnMap.has(c)) throw columnError(table, c);
      if (target.length > 0) conflict = { target, mode: prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
    }
    const rowsJson = JSON.stringify(objects);
    const returning = returningFor(prefs, params);
    const applied: Array<keyof Preferences> = ['return', 'count', 'tx', ...(conflict ? (['resolution'] as const) : [])];

    const row = await run(
      req,
      auth,
      async (tx) => {
        if (conflict && returning.kind === 'none') {
          // Whether an upsert inserted (201) or only updated (200) needs RETURNING,
          // and RETURNING makes RLS apply SELECT policies: try it, fall back without.
          const flagged = buildInsert(cache, table, rowsJson, columns, conflict, { kind: 'inserted-flag' });
          await tx.exec('savepoint pgrst_upsert');
          try {
            const r = await query(tx, flagged.sql, flagged.params);
            await tx.exec('release savepoint pgrst_upsert');
            return r;
          } catch (error) {
            if (!isPgError(error) || error.code !== '42501') throw error;
            await tx.exec('rollback to savepoint pgrst_upsert');
          }
        }
        const built = buildInsert(cache, table, rowsJson, columns, conflict, returning);
        return checkSingular(
          req,
          built.returnsRows ? await query(tx, built.sql, built.params) : await affected(tx, built.sql, built.params),
        );
      },
      prefs,
    );
    const status = conflict && row.inserted === 0 && row.n > 0 ? 200 : 201;
    const range = `*/${prefs.count ? row.n : '*'}`;
    return writeOutcome(req, prefs, row, status, range, applied);
  }

  async function update(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const { cache, table } = await findTable(req, name);
    const params = parseRestParams(req.url.searchParams);
    const prefs = await preferences(req);
    const payload = parseJsonBody(req);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    const columns = params.columns ?? Object.keys(payload);
    for (const c of columns) if (!table.columnMap.has(c)) throw columnError(table, c);
    requireFilters(params.levels, 'UPDATE');
    const returning = returningFor(prefs, params);
    const row: Row =
      columns.length === 0
        ? { body: '[]', n: 0 }
        : await run(
            req,
            auth,
            async (tx) => {
              const built = buildUpdate(cache, table, JSON.stringify(payload), columns, params.levels, returning);
              return checked(
                req,
                prefs,
                built.returnsRows
                  ? await query(tx, built.sql, built.params)
                  : await affected(tx, built.sql, built.params),
              );
            },
            prefs,
          );
    const status = prefs.return === 'representation' ? 200 : 204;
    const range = contentRange(0, row.n, prefs.count ? row.n : undefined);
    return writeOutcome(req, prefs, row, status, range, MUTATION_APPLIED);
  }

  async function remove(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const { cache, table } = await findTable(req, name);
    const params = parseRestParams(req.url.searchParams);
    const prefs = await preferences(req);
    requireFilters(params.levels, 'DELETE');
    const returning = returningFor(prefs, params);
    const row = await run(
      req,
      auth,
      async (tx) => {
        const built = buildDelete(cache, table, params.levels, returning);
        return checked(
          req,
          prefs,
          built.returnsRows ? await query(tx, built.sql, built.params) : await affected(tx, built.sql, built.params),
        );
      },
      prefs,
    );
    const status = prefs.return === 'representation' ? 200 : 204;
    const range = `*/${prefs.count ? row.n : '*'}`;
    return writeOutcome(req, prefs, row, status, range, MUTATION_APPLIED);
  }

  /** Singular Accept and max-affected both fail inside the transaction, so nothing is kept. */
  function checked(req: StackRequest, prefs: Preferences, row: Row): Row {
    checkMaxAffected(prefs, row.n);
    return checkSingular(req, row);
  }

  /** Hosted Supabase loads pg-safeupdate: an UPDATE/DELETE without any filter is refused. */
  function requireFilters(levels: Levels, verb: 'UPDATE' | 'DELETE'): void {
    if ((levels.get('')?.filters.length ?? 0) === 0) {
      throw new ApiError(400, { code: '21000', details: null, hint: null, message: `${verb} requires a WHERE clause` });
    }
  }

  return { insert, update, remove };
}
