// Where GET /verify sends the browser (303), as GoTrue writes it (internal/api/verify.go
// prepRedirectURL, prepErrorRedirectURL, prepPKCERedirectURL; internal/tokens/service.go
// AsRedirectURL). `target` is the accepted redirect_to, or site_url.
import type { AuthError } from './errors';
import { encodeValues } from './go-url';

/** oauthErrorMap (internal/api/errors.go). */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** The target with its query re-encoded plus `set` (Go's u.Query(), q.Set, q.Encode) and a new fragment. */
function rebuild(target: string, set: [string, string][] | null, fragment: string | null): string {
  const withoutFragment = target.split('#', 1)[0] as string;
  const mark = withoutFragment.indexOf('?');
  const base = mark < 0 ? withoutFragment : withoutFragment.slice(0, mark);
  let query = mark < 0 ? '' : withoutFragment.slice(mark + 1);
  if (set) {
    const values = new Map(new URLSearchParams(query));
    for (const [key, value] of set) values.set(key, value);
    query = encodeValues(values);
  }
  return `${base}${query ? `?${query}` : ''}${fragment === null ? '' : `#${fragment}`}`;
}

/** AsRedirectURL (implicit flow): the session in the fragment, after the target as it is. */
export function sessionRedirect(
  target: string,
  session: { access_token: string; token_type: string; expires_in: number; expires_at: number; refresh_token: string },
  type: string,
): string {
  return `${target}#${encodeValues([
    ['type', type],
    ['access_token', session.access_token],
    ['token_type', session.token_type],
    ['expires_in', String(session.expires_in)],
    ['expires_at', String(session.expires_at)],
    ['refresh_token', session.refresh_token],
    ['sb', ''],
  ])}`;
}

/** prepPKCERedirectURL: the auth code in the query, for exchangeCodeForSession. */
export function codeRedirect(target: string, code: string): string {
  return rebuild(target, [['code', code]], null);
}

/** prepRedirectURL: a message (the first of two e-mail change links) in the fragment, and the query too with PKCE. */
export function messageRedirect(target: string, message: string, pkce: boolean): string {
  return rebuild(
    target,
    pkce ? [['message', message]] : [],
    encodeValues([
      ['message', message],
      ['sb', ''],
    ]),
  );
}

/** prepErrorRedirectURL: the error in the fragment, and in the query too with PKCE. */
export function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
  const oauth = OAUTH_ERRORS[error.status];
  const fields: [string, string][] = [
    ...(oauth ? [['error', oauth] as [string, string]] : []),
    ['error_code', error.errorCode],
    ['error_description', error.message],
  ];
  return rebuild(target, pkce ? fields : null, encodeValues([...fields, ['sb', '']]));
}
