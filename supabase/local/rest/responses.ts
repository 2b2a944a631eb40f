// PostgREST response conventions shared by reads, writes and rpc: media
// types, Content-Range, singular objects, Preference-Applied, error bodies.
import { ApiError } from '../http/api-error';
import { header, type StackRequest } from '../http/types';
import type { Output } from './read-sql';
import type { Preferences } from './request-params';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export interface Outcome {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

export type Row = { body: string | null; n: number; total?: number; inserted?: number };

export const pgrstError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new ApiError(status, { code, details, hint, message });

/** What the Accept header asks for: the body's format, and one object instead of an array. */
export interface Media {
  output: Output;
  singular: boolean;
}

/** The first acceptable type of the Accept list wins; none acceptable → 406 PGRST107. */
export function acceptedMedia(req: StackRequest): Media {
  const accept = header(req, 'accept');
  if (!accept) return { output: 'json', singular: false };
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const json: Output = params.includes('nulls=stripped') ? 'json-stripped' : 'json';
    switch (type) {
      case '*/*':
      case 'application/*':
      case 'application/json':
      case 'application/geo+json':
        return { output: 'json', singular: false };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { output: json, singular: false };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { output: json, singular: true };
      case 'text/csv':
        return { output: 'csv', singular: false };
    }
  }
  throw pgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

export function wantsObject(req: StackRequest): boolean {
  return acceptedMedia(req).singular;
}

export function contentType(media: Media): string {
  if (media.output === 'csv') return 'text/csv; charset=utf-8';
  const base = media.singular ? 'application/vnd.pgrst.object+json' : 'application/vnd.pgrst.array+json';
  if (media.output === 'json-stripped') return `${base}; nulls=stripped; charset=utf-8`;
  return media.singular ? OBJECT_TYPE : JSON_TYPE;
}

export function parseJsonBody(req: StackRequest): unknown {
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

export function contentRange(offset: number, n: number, total: number | undefined): string {
  const range = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

export function singleObject(body: string, n: number): string {
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

const APPLIED_NAMES: Partial<Record<keyof Preferences, string>> = { maxAffected: 'max-affected' };

/** `Preference-Applied`, in PostgREST's order; max-affected only counts with handling=strict. */
export function preferenceApplied(prefs: Preferences, used: Array<keyof Preferences>): Record<string, string> {
  const parts = (['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'maxAffected'] as const)
    .filter((k) => (k === 'handling' || used.includes(k)) && prefs[k] !== undefined)
    .filter((k) => k !== 'maxAffected' || prefs.handling === 'strict')
    .map((k) => `${APPLIED_NAMES[k] ?? k}=${prefs[k]}`);
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {};
}

/** PGRST124: with handling=strict, more rows than `max-affected` fails, inside the transaction. */
export function checkMaxAffected(prefs: Preferences, n: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined || n <= prefs.maxAffected) return;
  throw pgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${n} rows`,
  );
}
