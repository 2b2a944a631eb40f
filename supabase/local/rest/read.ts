// GET/HEAD on a table or view: select, embeds, filters, paging, counts and media types.
import type { Transaction } from '../sql-tx';
import { header, type StackRequest } from '../http/types';
import type { RequestAuth } from '../db-session';
import { ApiError } from '../http/api-error';
import type { RestContext } from './context';
import { buildRead, type ReadOptions, type ReadSql } from './read-sql';
import { parseRangeHeader, parseRestParams, type Preferences } from './request-params';
import {
  acceptedMedia,
  contentRange,
  contentType,
  preferenceApplied,
  singleObject,
  type Media,
  type Outcome,
  type Row,
} from './responses';
import { qualified, type LevelOptions } from './sql-builder';

export function createReader(ctx: RestContext) {
  const { findTable, run, query, plannedRows, preferences, profileOf, maxRows } = ctx;

  /** The `Range` header when no limit/offset was given, then db-max-rows as PostgREST applies it. */
  function pageOf(req: StackRequest, root: LevelOptions): void {
    const range = parseRangeHeader(header(req, 'range'));
    if (range && root.limit === undefined && root.offset === undefined) {
      root.offset = range.offset;
      root.limit = range.limit;
    }
    if (maxRows > 0) root.limit = Math.min(root.limit ?? maxRows, maxRows);
  }

  /** count=estimated is exact up to db-max-rows, then the planner's figure (PostgREST's readTotal). */
  function readOptions(prefs: Preferences, media: Media): ReadOptions {
    if (prefs.count === 'exact') return { output: media.output, count: { kind: 'exact' } };
    if (prefs.count === 'estimated') {
      return { output: media.output, count: maxRows > 0 ? { kind: 'capped', cap: maxRows } : { kind: 'exact' } };
    }
    return { output: media.output };
  }

  /** Runs a read and sets `total` as the `count=` preference asks, never a full count for `planned`. */
  async function counted(tx: Transaction, sql: ReadSql, prefs: Preferences): Promise<Row> {
    const row = await query(tx, sql.sql, sql.params);
    if (prefs.count === 'planned') row.total = await plannedRows(tx, sql.count);
    else if (prefs.count === 'estimated' && (maxRows === 0 || (row.total ?? 0) > maxRows)) {
      row.total = Math.max(row.total ?? 0, await plannedRows(tx, sql.count));
    }
    return row;
  }

  async function read(req: StackRequest, auth: RequestAuth, name: string): Promise<Outcome> {
    const { cache, table } = await findTable(req, name);
    const params = parseRestParams(req.url.searchParams);
    const prefs = await preferences(req);
    const media = acceptedMedia(req);
    const root = params.levels.get('')!;
    pageOf(req, root);
    const sql = buildRead(cache, table, qualified(table), params.select, params.levels, readOptions(prefs, media));
    const row = await run(req, auth, (tx) => counted(tx, sql, prefs), prefs);
    return readOutcome(req, prefs, media, root.offset ?? 0, row, `/${name}`);
  }

  function readOutcome(
    req: StackRequest,
    prefs: Preferences,
    media: Media,
    offset: number,
    row: Row,
    location: string,
  ): Outcome {
    const total = prefs.count ? (row.total ?? row.n) : undefined;
    const headers: Record<string, string> = {
      'Content-Type': contentType(media),
      'Content-Range': contentRange(offset, row.n, total),
      'Content-Location': `${location}${req.url.search}`,
      ...preferenceApplied(prefs, ['count', 'tx']),
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
    const body = media.singular ? singleObject(row.body ?? '[]', row.n) : (row.body ?? '[]');
    return { status, headers, body };
  }

  return { read, readOutcome, pageOf, readOptions, counted };
}
