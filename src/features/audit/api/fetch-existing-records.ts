import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { isUuid } from '@/lib/uuid';
import { recordKinds, type RecordKind } from '../labels';
import { auditKeys, type RecordRefs } from './keys';

/** « orders:3f2a… », the key of one record in the set of those that still exist. */
export const recordKey = (kind: RecordKind, id: string) => `${kind}:${id}`;

/** Groups the records a page names by kind, each list sorted and without repeats. */
export function recordRefs(records: readonly { kind: RecordKind; id: string }[]): RecordRefs {
  const refs: RecordRefs = {};
  for (const kind of recordKinds) {
    const ids = [
      ...new Set(records.filter((record) => record.kind === kind && isUuid(record.id)).map((record) => record.id)),
    ].sort();
    if (ids.length > 0) refs[kind] = ids;
  }
  return refs;
}

/** Which of these records are still there (one small query per kind), so a deleted one gets no dead link. */
export async function fetchExistingRecords(refs: RecordRefs): Promise<Set<string>> {
  const supabase = await getSupabase();
  const found = await Promise.all(
    recordKinds.map(async (kind) => {
      const ids = refs[kind];
      if (!ids || ids.length === 0) return [];
      const rows = unwrap(await supabase.from(kind).select('id').in('id', ids)) ?? [];
      return rows.map((row) => recordKey(kind, row.id));
    }),
  );
  return new Set(found.flat());
}

export function useExistingRecords(refs: RecordRefs) {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.existing(refs),
      queryFn: () => fetchExistingRecords(refs),
      enabled: Object.keys(refs).length > 0,
    }),
  );
}
