/** The name of the constraint a PostgREST refusal names (`… violates check constraint "x"`), if any. */
export function constraintOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, details } = error as { message?: unknown; details?: unknown };
  const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`;
  return /constraint "([a-z0-9_]+)"/.exec(text)?.[1];
}

/**
 * The form field a database refusal is about, from a form's constraint → field map, so the
 * French message shows at the field as well as in the toast.
 */
export function fieldOfDbError<Field extends string>(error: unknown, fields: Record<string, Field>): Field | undefined {
  const constraint = constraintOf(error);
  return constraint ? fields[constraint] : undefined;
}
