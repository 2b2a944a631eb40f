// Sorts a PostgREST query string into select, per-embed filters/order/paging,
// write options and (for GET rpc) function arguments.
import { ApiError } from '../http/api-error';
import { levelAt, type Levels } from './read-sql';
import {
  parseColumnRef,
  parseLogicTree,
  parseNonNegativeInt,
  parseOperation,
  parseOrder,
  parseSelect,
  type SelectItem,
} from './query-syntax';

export interface RestParams {
  select: SelectItem[];
  levels: Levels;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Query parameters claimed as function arguments (GET /rpc/fn?arg=…). */
  rpcArgs: Record<string, string>;
}

const WRITE_ONLY = new Set(['columns', 'on_conflict']);

/** `"a","b"` or `a,b` → ['a', 'b'] */
function parseNameList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

export function parseRestParams(search: URLSearchParams, rpcArgNames?: Set<string>): RestParams {
  const result: RestParams = {
    select: [{ kind: 'star' }],
    levels: new Map(),
    columns: null,
    onConflict: null,
    rpcArgs: {},
  };
  levelAt(result.levels, '');
  for (const [key, value] of search.entries()) {
    if (key === 'select') {
      result.select = parseSelect(value);
      continue;
    }
    if (WRITE_ONLY.has(key)) {
      if (key === 'columns') result.columns = parseNameList(value);
      else result.onConflict = parseNameList(value);
      continue;
    }
    if (rpcArgNames?.has(key)) {
      result.rpcArgs[key] = value;
      continue;
    }
    if (key === 'apikey') continue; // accepted as a header alternative by the gateway
    const segments = key.split('.');
    const last = segments.pop() as string;
    let negate = false;
    if ((last === 'or' || last === 'and') && segments[segments.length - 1] === 'not') {
      segments.pop();
      negate = true;
    }
    const path = segments.join('.');
    const level = levelAt(result.levels, path);
    if (!negate && last === 'order') level.order = parseOrder(value);
    else if (!negate && last === 'limit') level.limit = parseNonNegativeInt('limit', value);
    else if (!negate && last === 'offset') level.offset = parseNonNegativeInt('offset', value);
    else if (last === 'or' || last === 'and') level.filters.push(parseLogicTree(last, negate, value));
    else {
      if (!last)
        throw new ApiError(400, {
          code: 'PGRST100',
          details: null,
          hint: null,
          message: `"failed to parse filter (${key})"`,
        });
      // A JSON path filter (data->>a) has no dots, so `last` is the whole column expression.
      level.filters.push(parseOperation(parseColumnRef(last), value));
    }
  }
  return result;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
}

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [k, v] = part.trim().split('=');
    if (k && v) prefs[k.trim()] = v.trim();
  }
  const out: Preferences = {};
  if (prefs.return === 'minimal' || prefs.return === 'representation' || prefs.return === 'headers-only')
    out.return = prefs.return;
  if (prefs.count === 'exact' || prefs.count === 'planned' || prefs.count === 'estimated') out.count = prefs.count;
  if (prefs.resolution === 'merge-duplicates' || prefs.resolution === 'ignore-duplicates')
    out.resolution = prefs.resolution;
  if (prefs.missing === 'default' || prefs.missing === 'null') out.missing = prefs.missing;
  if (prefs.tx === 'commit' || prefs.tx === 'rollback') out.tx = prefs.tx;
  return out;
}

/** Parses the `Range: 0-9` request header (items); null when absent or unusable. */
export function parseRangeHeader(value: string | undefined): { offset: number; limit?: number } | null {
  if (!value) return null;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(value);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === '' ? undefined : Number(m[2]);
  if (to !== undefined && to < from) return null;
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}
