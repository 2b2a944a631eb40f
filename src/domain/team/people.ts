import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { queryRoots } from '@/lib/query-keys';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';

/** A member of the team (an account with a role), as the back-office names them. */
export interface Person {
  id: string;
  email: string;
  fullName: string | null;
}

/** « Claire Martin », or the e-mail address of an account without a name. */
export const personName = (person: Person) => person.fullName ?? person.email;

/** « Claire Martin (claire@visiolease.fr) »: a name and the account, where both help choose. */
export const personLabel = (person: Person) =>
  person.fullName ? `${person.fullName} (${person.email})` : person.email;

/** Every account and its name (public.list_users answers the roles that manage users only). */
export async function fetchPeople(client: SupabaseClient): Promise<Person[]> {
  const rows = unwrap(await client.rpc('list_users')) ?? [];
  return rows.map((row) => ({ id: row.id, email: row.email, fullName: row.full_name || null }));
}

/** One cache entry for the audit trail's person filter and the names of the records it shows. */
export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.people,
    queryFn: async () => fetchPeople(await getSupabase()),
    staleTime: 5 * 60_000,
  });

export function usePeople() {
  return useQuery(peopleQueryOptions());
}
