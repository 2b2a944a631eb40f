/**
 * A failure a developer must be able to find: one console line with a stable prefix, the error's
 * code and message (`[quote_requests] insert failed 42501: permission denied for schema private`),
 * then the error itself. Visitors see a French sentence instead; this is what the console,
 * the e2e traces and any log collector keep. The one place to plug an error-reporting service.
 */
export function logFailure(scope: string, action: string, error: unknown): void {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const codeText = typeof code === 'string' && code !== '' ? code : '(sans code)';
  const messageText = typeof message === 'string' && message !== '' ? message : String(error);
  console.error(`[${scope}] ${action} failed ${codeText}: ${messageText}`, error);
}
