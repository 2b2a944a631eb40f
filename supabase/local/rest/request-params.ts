// Sorts a PostgREST query string into select, per-embed filters/order/paging,
// write options and (for GET rpc) function arguments.
import { ApiError } from '../http/api-error';
import { levelAt, type Levels } from './sql-builder';
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
  /** Honoured only if db-tx-end allows an override (see tx-end.ts). */
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  /** `max-affected=N`: enforced with handling=strict only, as PostgREST does. */
  maxAffected?: number;
}

const ACCEPTED: Record<string, (value: string) => boolean> = {
  return: (v) => ['minimal', 'representation', 'headers-only'].includes(v),
  count: (v) => ['exact', 'planned', 'estimated'].includes(v),
  resolution: (v) => ['merge-duplicates', 'ignore-duplicates'].includes(v),
  missing: (v) => ['default', 'null'].includes(v),
  tx: (v) => ['commit', 'rollback'].includes(v),
  handling: (v) => ['strict', 'lenient'].includes(v),
  'max-affected': (v) => /^\d+$/.test(v),
};

/**
 * `Prefer`, several headers or comma-separated. Unknown preferences are ignored, unless
 * `handling=strict` asks for them to be refused (PGRST122) [PostgREST ApiRequest/Preferences.hs].
 */
export function parsePrefer(header: string | undefined): Preferences {
  const out: Record<string, string | number> = {};
  const invalid: string[] = [];
  for (const token of (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const [key = '', value = ''] = token.split('=').map((part) => part.trim());
    if (!ACCEPTED[key]?.(value)) invalid.push(token);
    else if (key === 'max-affected') out.maxAffected = Number(value);
    else out[key] = value;
  }
  if (out.handling === 'strict' && invalid.length > 0) throw invalidPreferences(invalid);
  return out as Preferences;
}

export function invalidPreferences(tokens: string[]): ApiError {
  return new ApiError(400, {
    code: 'PGRST122',
    details: `Invalid preferences: ${tokens.join(', ')}`,
    hint: null,
    message: 'Invalid preferences given with handling=strict',
  });
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
