// PostgREST response conventions shared by reads, writes and rpc: media
// types, Content-Range, singular objects, Preference-Applied, error bodies.
import { ApiError } from '../http/api-error';
import { header, type StackRequest } from '../http/types';
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

export function wantsObject(req: StackRequest): boolean {
  return /application\/vnd\.pgrst\.object/.test(header(req, 'accept') ?? '');
}

export function checkAccept(req: StackRequest): void {
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

export function preferenceApplied(prefs: Preferences, used: Array<keyof Preferences>): Record<string, string> {
  const parts = used.filter((k) => prefs[k]).map((k) => `${k}=${prefs[k]}`);
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {};
}
