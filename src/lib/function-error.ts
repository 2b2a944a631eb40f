/**
 * The French `{ error }` an edge function answered with a non-2xx status: supabase-js gives a
 * FunctionsHttpError whose context is the unread Response. Undefined when there is none.
 */
export async function functionErrorMessage(error: unknown): Promise<string | undefined> {
  const context = (error as { context?: { json?: () => Promise<unknown> } } | null)?.context;
  if (!context || typeof context.json !== 'function') return undefined;
  try {
    const body = (await context.json()) as { error?: unknown } | null;
    return typeof body?.error === 'string' && body.error.trim() ? body.error : undefined;
  } catch {
    return undefined;
  }
}
