// /rest/v1: PostgREST's HTTP contract (statuses, headers, bodies) over the
// SQL built by read-sql/write-sql, one transaction per request.
import type { Transaction } from '@electric-sql/pglite';
import { RAW, type RequestAuth, type StackDatabase } from '../db-session';
import { ApiError } from '../http/api-error';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { isPgError, pgErrorToApiError } from './pg-errors';
import { buildRead, ident, qualified, type Levels } from './read-sql';
import { parsePrefer, parseRangeHeader, parseRestParams, type Preferences, type RestParams } from './request-params';
import { functionResultTable, type FunctionInfo, type SchemaCache, type TableInfo } from './schema-cache';
import { buildDelete, buildInsert, buildUpdate, type Returning } from './write-sql';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export interface SchemaSource {
  /** Exposed schemas, the first being the default (PostgREST's db-schemas). */
  readonly schemas: string[];
  current(schema: string): SchemaCache;
  /** Re-reads the catalog (throttled); used when a name is not found, e.g. after DDL over the socket. */
  refresh(schema: string): Promise<SchemaCache>;
}

interface Outcome {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

type Row = { body: string | null; n: number; total?: number; inserted?: number };

const pgrstError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new ApiError(status, { code, details, hint, message });

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

function wantsObject(req: StackRequest): boolean {
  return /application\/vnd\.pgrst\.object/.test(header(req, 'accept') ?? '');
}

function checkAccept(req: StackRequest): void {
  const accept = header(req, 'accept');
  if (!accept) return;
  const ok = accept
    .split(',')
    .map((s) => s.split(';')[0]!.trim().toLowerCase())
    .some((t) =>
      [
        '*/*',
        'application/*',
        'application/json',
        'application/vnd.pgrst.object+json',
        'application/vnd.pgrst.object',
        'application/geo+json',
      ].includes(t),
    );
  if (!ok) {
    throw pgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
}

function parseJsonBody(req: StackRequest): unknown {
  const text = req.body.toString('utf8');
  if (text.trim() === '') {
    if (req.method === 'POST' && req.path.startsWith('/rpc/')) return {};
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  const range = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

function singleObject(body: string, n: number): string {
  if (n !== 1) {
    throw pgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${n} rows`,
    );
  }
  // json_agg of one row is "[<row>]".
  return body.trim().slice(1, -1).trim();
}

function preferenceApplied(prefs: Preferences, used: Array<keyof Preferences>): Record<string, string> {
  const parts = used.filter((k) => prefs[k]).map((k) => `${k}=${prefs[k]}`);
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {};
}

export function createRestHandler(db: StackDatabase, schema: SchemaSource) {
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

  async function run<T>(req: StackRequest, auth: RequestAuth, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await db.asRole(auth, { method: req.method, path: req.url.pathname, headers: plainHeaders(req) }, fn);
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

  async function query(tx: Transaction, sql: string, params: Array<string | null>): Promise<Row> {
    const result = await tx.query<Row>(sql, params, RAW);
    return result.rows[0] as Row;
  }

  // ------------------------------------------------------------------ read

  async function read(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const { cache, table } = await findTable(req, name);
    const params = parseRestParams(req.url.searchParams);
    const prefs = parsePrefer(header(req, 'prefer'));
    const root = params.levels.get('')!;
    const range = parseRangeHeader(header(req, 'range'));
    if (range && root.limit === undefined && root.offset === undefined) {
      root.offset = range.offset;
      root.limit = range.limit;
    }
    const withCount = prefs.count !== undefined;
    const sql = buildRead(cache, table, qualified(table), params.select, params.levels, withCount);
    const row = await run(req, auth, (tx) => query(tx, sql.sql, sql.params));
    return readOutcome(req, prefs, root.offset ?? 0, row, `/${name}`);
  }

  function readOutcome(req: StackRequest, prefs: Preferences, offset: number, row: Row, location: string): Outcome {
    const total = prefs.count ? (row.total ?? row.n) : undefined;
    const headers: Record<string, string> = {
      'Content-Type': JSON_TYPE,
      'Content-Range': contentRange(offset, row.n, total),
      'Content-Location': `${location}${req.url.search}`,
      ...preferenceApplied(prefs, ['count']),
    };
    if (req.headers['accept-profile']) headers['Content-Profile'] = profileOf(req);
    let status = 200;
    if (total !== undefined) {
      if (offset > total) {
        throw new ApiError(
          416,
          {
            code: 'PGRST103',
            details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
            hint: null,
            message: 'Requested range not satisfiable',
          },
          { 'Content-Range': `*/${total}` },
        );
      }
      if (row.n < total) status = 206;
    }
    let body = row.body ?? '[]';
    if (wantsObject(req)) {
      body = singleObject(body, row.n);
      headers['Content-Type'] = OBJECT_TYPE;
    }
    return { status, headers, body };
  }

  // ------------------------------------------------------------------ write

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
    const prefs = parsePrefer(header(req, 'prefer'));
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
    const applied: Array<keyof Preferences> = ['return', 'count', ...(conflict ? (['resolution'] as const) : [])];

    const row = await run(req, auth, async (tx) => {
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
    });
    const status = conflict && row.inserted === 0 && row.n > 0 ? 200 : 201;
    const range = `*/${prefs.count ? row.n : '*'}`;
    return writeOutcome(req, prefs, row, status, range, applied);
  }

  async function update(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const { cache, table } = await findTable(req, name);
    const params = parseRestParams(req.url.searchParams);
    const prefs = parsePrefer(header(req, 'prefer'));
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
        : await run(req, auth, async (tx) => {
            const built = buildUpdate(cache, table, JSON.stringify(payload), columns, params.levels, returning);
            return checkSingular(
              req,
              built.returnsRows
                ? await query(tx, built.sql, built.params)
                : await affected(tx, built.sql, built.params),
            );
          });
    const status = prefs.return === 'representation' ? 200 : 204;
    const range = contentRange(0, row.n, prefs.count ? row.n : undefined);
    return writeOutcome(req, prefs, row, status, range, ['return', 'count']);
  }

  async function remove(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const { cache, table } = await findTable(req, name);
    const params = parseRestParams(req.url.searchParams);
    const prefs = parsePrefer(header(req, 'prefer'));
    requireFilters(params.levels, 'DELETE');
    const returning = returningFor(prefs, params);
    const row = await run(req, auth, async (tx) => {
      const built = buildDelete(cache, table, params.levels, returning);
      return checkSingular(
        req,
        built.returnsRows ? await query(tx, built.sql, built.params) : await affected(tx, built.sql, built.params),
      );
    });
    const status = prefs.return === 'representation' ? 200 : 204;
    const range = `*/${prefs.count ? row.n : '*'}`;
    return writeOutcome(req, prefs, row, status, range, ['return', 'count']);
  }

  /** Hosted Supabase loads pg-safeupdate: an UPDATE/DELETE without any filter is refused. */
  function requireFilters(levels: Levels, verb: 'UPDATE' | 'DELETE'): void {
    if ((levels.get('')?.filters.length ?? 0) === 0) {
      throw new ApiError(400, { code: '21000', details: null, hint: null, message: `${verb} requires a WHERE clause` });
    }
  }

  // ------------------------------------------------------------------ rpc

  async function rpc(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const schemaName = profileOf(req);
    let cache = schema.current(schemaName);
    let overloads = cache.functions.get(name);
    if (!overloads) {
      cache = await schema.refresh(schemaName);
      overloads = cache.functions.get(name);
    }
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const argNames = new Set((overloads ?? []).flatMap((f) => f.args.map((a) => a.name)));
    const params = parseRestParams(req.url.searchParams, isRead ? argNames : undefined);
    const prefs = parsePrefer(header(req, 'prefer'));
    let args: Record<string, unknown>;
    if (isRead) {
      args = params.rpcArgs;
    } else {
      const body = parseJsonBody(req);
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      }
      args = body as Record<string, unknown>;
    }
    const keys = Object.keys(args);
    const fn = (overloads ?? []).find(
      (f) =>
        keys.every((k) => f.args.some((a) => a.name === k)) &&
        f.args.every((a) => a.hasDefault || keys.includes(a.name)),
    );
    const singleJson = !fn
      ? (overloads ?? []).find((f) => f.args.length === 1 && f.args[0]!.name === '' && /^jsonb?$/.test(f.args[0]!.type))
      : undefined;
    const target = fn ?? singleJson;
    if (!target) {
      const list = [...keys].sort().join(', ');
      throw pgrstError(
        404,
        'PGRST202',
        `Could not find the function ${cache.schema}.${name}${list ? `(${list})` : ' without parameters'} in the schema cache`,
        `Searched for the function ${cache.schema}.${name}${list ? ` with parameters ${list}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      );
    }
    const argsJson = JSON.stringify(args);
    let call: string;
    let argsRecord = '';
    if (target === singleJson && !fn) {
      call = `${qualified(target)}($1::${target.args[0]!.type})`;
    } else if (keys.length === 0) {
      call = `${qualified(target)}()`;
    } else {
      const used = target.args.filter((a) => keys.includes(a.name));
      argsRecord = `json_to_record($1::json) as _args(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
      call = `${qualified(target)}(${used.map((a) => `${ident(a.name)} := _args.${ident(a.name)}`).join(', ')})`;
    }
    const paramsFor = keys.length > 0 || (target === singleJson && !fn) ? [argsJson] : [];
    return callFunction(req, auth, cache, target, call, argsRecord, paramsFor, params, prefs);
  }

  async function callFunction(
    req: StackRequest,
    auth: RequestAuth,
    cache: SchemaCache,
    fn: FunctionInfo,
    call: string,
    argsRecord: string,
    argParams: string[],
    params: RestParams,
    prefs: Preferences,
  ): Promise<Outcome> {
    const headers: Record<string, string> = { 'Content-Type': JSON_TYPE };
    const from = argsRecord ? `${argsRecord}, lateral ${call} as _f` : `${call} as _f`;
    if (fn.returnKind === 'void') {
      await run(req, auth, (tx) =>
        tx.query(`select ${call}${argsRecord ? ` from ${argsRecord}` : ''}`, argParams, RAW),
      );
      return { status: 204, headers: { 'Content-Range': '*/*' } };
    }
    if (fn.returnKind === 'scalar') {
      const sql = fn.returnsSet
        ? `select coalesce(json_agg(_f), '[]'::json)::text as body, count(*)::int as n from ${from}`
        : `select to_json(_f)::text as body, 1 as n from ${from}`;
      const row = await run(req, auth, (tx) => query(tx, sql, argParams));
      let body = row.body ?? 'null';
      if (fn.returnsSet && wantsObject(req)) {
        body = singleObject(body, row.n);
        headers['Content-Type'] = OBJECT_TYPE;
      }
      headers['Content-Range'] = fn.returnsSet ? contentRange(0, row.n, undefined) : '0-0/*';
      return { status: 200, headers, body };
    }
    const table = functionResultTable(fn, cache);
    const source = `(select _f.* from ${from})`;
    const root = params.levels.get('')!;
    const sql = buildRead(cache, table, source, params.select, params.levels, prefs.count !== undefined, (p) => {
      for (const value of argParams) p.add(value);
    });
    const row = await run(req, auth, (tx) => query(tx, sql.sql, sql.params));
    if (!fn.returnsSet) {
      // A function returning one composite answers an object, as PostgREST does.
      const body = row.n === 0 ? 'null' : singleObject(row.body ?? '[]', row.n);
      return { status: 200, headers: { ...headers, 'Content-Range': '0-0/*' }, body };
    }
    return readOutcome(req, prefs, root.offset ?? 0, row, `/rpc/${fn.name}`);
  }

  // ------------------------------------------------------------------ routing

  return async function handleRest(req: StackRequest, auth: RequestAuth): Promise<StackResponse> {
    try {
      const profile = requestedProfile(req);
      if (profile && !schema.schemas.includes(profile)) {
        throw pgrstError(
          406,
          'PGRST106',
          `Invalid schema: ${profile}`,
          null,
          `Only the following schemas are exposed: ${schema.schemas.join(', ')}`,
        );
      }
      checkAccept(req);
      const segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
      let outcome: Outcome;
      if (segments.length === 0) {
        outcome = {
          status: 200,
          headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
          body: JSON.stringify(openApiStub(schema.current(profileOf(req)))),
        };
      } else if (segments[0] === 'rpc' && segments.length === 2) {
        if (!['GET', 'HEAD', 'POST'].includes(req.method))
          throw pgrstError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
        outcome = await rpc(req, auth, segments[1]!);
      } else if (segments.length === 1) {
        const name = segments[0]!;
        switch (req.method) {
          case 'GET':
          case 'HEAD':
            outcome = await read(req, auth, name);
            break;
          case 'POST':
            outcome = await insert(req, auth, name);
            break;
          case 'PATCH':
            outcome = await update(req, auth, name);
            break;
          case 'DELETE':
            outcome = await remove(req, auth, name);
            break;
          default:
            throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
        }
      } else {
        throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
      }
      if (req.method === 'HEAD') return { status: outcome.status, headers: outcome.headers };
      return { status: outcome.status, headers: outcome.headers, body: outcome.body };
    } catch (caught) {
      const error =
        caught instanceof URIError
          ? pgrstError(400, 'PGRST100', 'Malformed percent-encoding in the request URL')
          : caught;
      if (error instanceof ApiError) {
        const res = json(error.status, error.body, {
          ...error.headers,
          'Proxy-Status': `PostgREST; error=${String(error.body.code)}`,
        });
        if (!res.headers?.['Content-Range']) res.headers!['Content-Range'] = '*/*';
        if (req.method === 'HEAD') delete res.body;
        return res;
      }
      throw error;
    }
  };
}

function plainHeaders(req: StackRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function openApiStub(cache: SchemaCache) {
  return {
    swagger: '2.0',
    info: { title: 'Local Supabase-compatible REST API', version: 'local' },
    paths: Object.fromEntries([...cache.tables.keys()].map((t) => [`/${t}`, {}])),
  };
}
