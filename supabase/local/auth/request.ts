// Reading GoTrue requests: the JSON body and the bearer token.
import { header, type StackRequest } from '../http/types';
import { AuthError } from './errors';

export function body(req: StackRequest): Record<string, unknown> {
  const text = req.body.toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

export function bearer(req: StackRequest): string | null {
  const value = header(req, 'authorization');
  const m = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return m ? (m[1] as string) : null;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A string field as Go's json.Unmarshal fills it: absent or null → '', another JSON type → 400 bad_json. */
export function stringField(input: Record<string, unknown>, name: string): string {
  const value = input[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${name} must be a string`);
  }
  return value;
}
