import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { isUuid } from '@/lib/uuid';
import { PEOPLE, type RecordTarget } from '@/domain/shared/table-words';
import { columnTarget, namingOf } from '@/domain/tables';
import { fetchPeople, peopleQueryOptions, personName, type Person } from '@/domain/team/people';

/**
 * What staff read where a record cannot be named: the reader may not read it (RLS hides it), or it
 * is gone. Never its id.
 */
export const UNREADABLE = '(élément non consultable)';

/** The ids a screen needs named, per kind of record, each list sorted and without repeats (a stable query key). */
export type RecordRefs = Readonly<Record<RecordTarget, readonly string[]>>;

/** `${target}:${id}` → the record's name. */
export type RecordNames = ReadonlyMap<string, string>;

export const nameKey = (target: RecordTarget, id: string) => `${target}:${id}`;

export interface RecordRef {
  target: RecordTarget;
  id: string;
}

/** Groups references by kind, keeping only real ids. */
export function recordRefs(refs: Iterable<RecordRef>): RecordRefs {
  const byTarget = new Map<RecordTarget, Set<string>>();
  for (const { target, id } of refs) {
    if (!isUuid(id)) continue;
    const ids = byTarget.get(target) ?? new Set<string>();
    ids.add(id);
    byTarget.set(target, ids);
  }
  return Object.fromEntries([...byTarget].sort(([a], [b]) => (a < b ? -1 : 1)).map(([t, ids]) => [t, [...ids].sort()]));
}

/** The references a row of `table` holds in its columns (audit changes give both sides of each). */
export function* columnRefs(table: string, values: Iterable<[column: string, value: unknown]>): Iterable<RecordRef> {
  for (const [column, value] of values) {
    const target = columnTarget(table, column);
    if (target && typeof value === 'string') yield { target, id: value };
  }
}

type Row = Readonly<Record<string, unknown>>;
/** The one call this module makes on any table: the typed client knows each table; here, any namable one. */
type SelectIn = (table: string) => {
  select: (columns: string) => {
    in: (column: string, ids: readonly string[]) => PromiseLike<{ data: Row[] | null; error: unknown }>;
  };
};

async function namesOfTable(
  client: SupabaseClient,
  table: string,
  ids: readonly string[],
): Promise<[string, string][]> {
  const naming = namingOf(table);
  if (!naming) return [];
  const from = client.from.bind(client) as unknown as SelectIn;
  const { data, error } = await from(table).select(`id, ${naming.select}`).in('id', ids);
  // A kind the reader may not read stays unnamed: each of its records reads UNREADABLE.
  if (error || !data) return [];
  return data.map((row) => [nameKey(table, String(row.id)), naming.name(row) || UNREADABLE]);
}

async function namesOfPeople(ids: readonly string[], people: () => Promise<Person[]>): Promise<[string, string][]> {
  let everyone: Person[];
  try {
    everyone = await people();
  } catch {
    return [];
  }
  const wanted = new Set(ids);
  return everyone
    .filter((person) => wanted.has(person.id))
    .map((person) => [nameKey(PEOPLE, person.id), personName(person)]);
}

/**
 * The names of the records a page shows: one request per kind of record, all at once, each
 * reading only the ids asked for through RLS. An account is named from the team directory.
 */
export async function fetchRecordNames(
  client: SupabaseClient,
  refs: RecordRefs,
  people: () => Promise<Person[]> = () => fetchPeople(client),
): Promise<RecordNames> {
  const found = await Promise.all(
    Object.entries(refs).map(([target, ids]) =>
      target === PEOPLE ? namesOfPeople(ids, people) : namesOfTable(client, target, ids),
    ),
  );
  return new Map(found.flat());
}

const noNames: RecordNames = new Map();

/** The names of `refs`, shared by every screen asking for the same ones; undefined until they are known. */
export function useRecordNames(refs: RecordRefs): RecordNames | undefined {
  const queryClient = useQueryClient();
  const wanted = Object.keys(refs).length > 0;
  const { data, isError } = useQuery(
    queryOptions({
      queryKey: [...queryRoots.recordNames, refs],
      queryFn: async () =>
        fetchRecordNames(await getSupabase(), refs, () => queryClient.ensureQueryData(peopleQueryOptions())),
      staleTime: 60_000,
      enabled: wanted,
    }),
  );
  return !wanted || isError ? noNames : data;
}
