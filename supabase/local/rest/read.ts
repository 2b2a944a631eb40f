// GET/HEAD on a table or view: select, embeds, filters, paging and counts.
import { header, type StackRequest } from '../http/types';
import type { RequestAuth } from '../db-session';
import { ApiError } from '../http/api-error';
import type { RestContext } from './context';
import { buildRead, qualified } from './read-sql';
import { parsePrefer, parseRangeHeader, parseRestParams, type Preferences } from './request-params';
import {
  contentRange,
  JSON_TYPE,
  OBJECT_TYPE,
  preferenceApplied,
  singleObject,
  wantsObject,
  type Outcome,
  type Row,
} from './responses';

export function createReader(ctx: RestContext) {
  const { findTable, run, query, profileOf } = ctx;

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

  return { read, readOutcome };
}
