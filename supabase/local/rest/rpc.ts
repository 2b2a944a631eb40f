// /rest/v1/rpc/<fn>: named arguments from the JSON body (POST) or the query
// string (GET), results shaped by the function's return type.
import type { StackRequest } from '../http/types';
import type { RequestAuth } from '../db-session';
import { RAW } from '../db-session';
import type { RestContext } from './context';
import type { createReader } from './read';
import { buildRead } from './read-sql';
import { parseRestParams, type Preferences, type RestParams } from './request-params';
import {
  acceptedMedia,
  checkMaxAffected,
  contentRange,
  JSON_TYPE,
  OBJECT_TYPE,
  parseJsonBody,
  pgrstError,
  preferenceApplied,
  singleObject,
  type Outcome,
  type Row,
} from './responses';
import { functionResultTable, type FunctionInfo, type SchemaCache } from './schema-cache';
import { ident, qualified } from './sql-builder';

export function createRpc(ctx: RestContext, reader: ReturnType<typeof createReader>) {
  const { schema, run, query, profileOf, preferences } = ctx;
  const { readOutcome, pageOf, readOptions, counted } = reader;

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
    const prefs = await preferences(req);
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
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && !fn.returnsSet) {
      throw pgrstError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      );
    }
    const media = acceptedMedia(req);
    const applied = preferenceApplied(prefs, ['count', 'tx', 'maxAffected']);
    const from = argsRecord ? `${argsRecord}, lateral ${call} as _f` : `${call} as _f`;
    if (fn.returnKind === 'void') {
      await run(
        req,
        auth,
        (tx) => tx.query(`select ${call}${argsRecord ? ` from ${argsRecord}` : ''}`, argParams, RAW),
        prefs,
      );
      return { status: 204, headers: { 'Content-Range': '*/*', ...applied } };
    }
    /** A function's rows are what max-affected counts, checked before the transaction ends. */
    const limited = (row: Row) => {
      checkMaxAffected(prefs, row.n);
      return row;
    };
    if (fn.returnKind === 'scalar') {
      const sql = fn.returnsSet
        ? `select coalesce(json_agg(_f), '[]'::json)::text as body, count(*)::int as n from ${from}`
        : `select to_json(_f)::text as body, 1 as n from ${from}`;
      const row = await run(req, auth, async (tx) => limited(await query(tx, sql, argParams)), prefs);
      const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, ...applied };
      let body = row.body ?? 'null';
      if (fn.returnsSet && media.singular) {
        body = singleObject(body, row.n);
        headers['Content-Type'] = OBJECT_TYPE;
      }
      // A scalar result is one row: with a count, `0-0/1` (PostgREST counts the function's rows).
      headers['Content-Range'] = contentRange(0, row.n, prefs.count ? row.n : undefined);
      return { status: 200, headers, body };
    }
    const table = functionResultTable(fn, cache);
    const source = `(select _f.* from ${from})`;
    const root = params.levels.get('')!;
    if (fn.returnsSet) pageOf(req, root);
    const sql = buildRead(cache, table, source, params.select, params.levels, readOptions(prefs, media), (p) => {
      for (const value of argParams) p.add(value);
    });
    const row = await run(req, auth, async (tx) => limited(await counted(tx, sql, prefs)), prefs);
    if (!fn.returnsSet) {
      // A function returning one composite answers an object, as PostgREST does.
      const body = row.n === 0 ? 'null' : singleObject(row.body ?? '[]', row.n);
      const range = contentRange(0, row.n, prefs.count ? row.n : undefined);
      return { status: 200, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': range, ...applied }, body };
    }
    return readOutcome(req, prefs, media, root.offset ?? 0, row, `/rpc/${fn.name}`);
  }

  return { rpc };
}
