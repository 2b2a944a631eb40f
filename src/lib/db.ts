import type { Database } from '@/lib/database.types';

type PublicSchema = Database['public'];

/** Row, insert and update types of a public table, from the generated schema. */
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];

/** supabase-js resolves errors instead of throwing; React Query needs a throw. */
export function unwrap<T>(result: { data: T; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data;
}

/** Same as unwrap, for head/count queries. */
export function unwrapCount(result: { count: number | null; error: unknown }): number {
  if (result.error) throw result.error;
  return result.count ?? 0;
}
