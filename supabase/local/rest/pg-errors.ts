// PostgreSQL errors → PostgREST responses (SQLSTATE → HTTP as in Error.hs mapSQLtoHTTP).
import { ApiError } from '../http/api-error';

export interface PgErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike & Error {
  return error instanceof Error && typeof (error as PgErrorLike).code === 'string' && !(error instanceof ApiError);
}

export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '53400') return 500;
  if (/^(08|53)/.test(code) || code === '57P01') return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|XX|P0)/.test(code)) return 500;
  return 400;
}

export function pgErrorToApiError(error: PgErrorLike, role: string): ApiError {
  const code = error.code ?? 'XX000';
  const status = statusForSqlState(code, role);
  const headers: Record<string, string> = {};
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return new ApiError(
    status,
    {
      code,
      details: error.detail || null,
      hint: error.hint || null,
      message: error.message ?? 'Unknown database error',
    },
    headers,
  );
}
