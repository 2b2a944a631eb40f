import type { Database } from '@/lib/database.types';

type PublicSchema = Database['public'];

/**
 * Row, insert and update types of a public table, from the generated schema, without the stored
 * `search` documents of the admin lists: the database derives them and searches them (list-query.ts);
 * no screen reads or writes them.
 */
type Derived = 'search';
export type Tables<T extends keyof PublicSchema['Tables']> = Omit<PublicSchema['Tables'][T]['Row'], Derived>;
export type TablesInsert<T extends keyof PublicSchema['Tables']> = Omit<PublicSchema['Tables'][T]['Insert'], Derived>;
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = Omit<PublicSchema['Tables'][T]['Update'], Derived>;

/**
 * The error to throw for a failed call. PostgREST errors carry the HTTP status on the response,
 * not on the error: copy it over so the retry policy and the session check can read it.
 */
function failure(result: { error: unknown; status?: number }): unknown {
  const { error, status } = result;
  if (error && typeof error === 'object' && !('status' in error) && typeof status === 'number') {
    return Object.assign(error, { status });
  }
  return error;
}

/** supabase-js resolves errors instead of throwing; React Query needs a throw. */
export function unwrap<T>(result: { data: T; error: unknown; status?: number }): T {
  if (result.error) throw failure(result);
  return result.data;
}

/** Same as unwrap, for head/count queries. */
export function unwrapCount(result: { count: number | null; error: unknown; status?: number }): number {
  if (result.error) throw failure(result);
  return result.count ?? 0;
}

/** An UPDATE or DELETE that RLS hides matches no row and returns no error: a failure all the same. */
export class NoRowError extends Error {
  constructor(message = 'L’élément est introuvable ou vous n’avez pas les droits nécessaires.') {
    super(message);
    this.name = 'NoRowError';
  }
}

/** unwrap() for a write that must touch exactly the row it names; returns that row. */
export function unwrapOne<T>(result: { data: T[] | null; error: unknown; status?: number }, message?: string): T {
  const rows = unwrap(result);
  if (!rows || rows.length === 0) throw new NoRowError(message);
  return rows[0];
}

/** A single row (`.single()`, or an RPC returning one row) that must be there. */
export function unwrapRow<T>(result: { data: T | null; error: unknown; status?: number }, message?: string): T {
  const row = unwrap(result);
  if (row === null || row === undefined) throw new NoRowError(message);
  return row;
}
