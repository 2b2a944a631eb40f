// GoTrue error bodies: `{code,message}` for clients that send
// X-Supabase-Api-Version >= 2024-01-01 (auth-js always does), legacy otherwise.
import { ApiError } from '../http/api-error';
import type { StackResponse } from '../http/types';

export const API_VERSION = '2024-01-01';

export class AuthError extends ApiError {
  constructor(
    status: number,
    readonly errorCode: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(status, { code: errorCode, message, ...extra });
  }
}

export function renderAuthError(error: AuthError, requestVersion: string | undefined): StackResponse {
  const modern =
    requestVersion !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(requestVersion) && requestVersion >= API_VERSION;
  const { code: _code, message, ...extra } = error.body;
  const body = modern
    ? { code: error.errorCode, message, ...extra }
    : { code: error.status, error_code: error.errorCode, msg: message, ...extra };
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'x-sb-error-code': error.errorCode,
  };
  if (modern) headers['X-Supabase-Api-Version'] = API_VERSION;
  return { status: error.status, headers, body: JSON.stringify(body) };
}
