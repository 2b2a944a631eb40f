/**
 * The API refused the journal to this user (no right to read it, or a session it no longer
 * accepts), as opposed to a failure worth reporting.
 */
export function isPermissionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === '42501' || code === 'PGRST301' || code === 'PGRST303' || status === 401 || status === 403;
}
