import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { AUDIT_COLUMNS, type AuditEntry } from './fetch-audit-log';
import { auditKeys } from './keys';

export const ENTITY_HISTORY_LIMIT = 50;

/** The latest entries of one record and its lines or notes (audit_log_entity_idx), newest first. */
export async function fetchEntityHistory(entityId: string): Promise<AuditEntry[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('audit_log')
        .select(AUDIT_COLUMNS)
        .eq('entity_id', entityId)
        .order('at', { ascending: false })
        .order('id', { ascending: false })
        .limit(ENTITY_HISTORY_LIMIT),
    ) ?? []
  );
}

export function useEntityHistory(entityId: string) {
  const queryClient = useQueryClient();
  // The detail screen around this card saves through its own feature's mutations, which know
  // nothing of the journal: any successful write may have added an entry, so look again.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: auditKeys.entity(entityId) });
        }
      }),
    [queryClient, entityId],
  );
  return useQuery(queryOptions({ queryKey: auditKeys.entity(entityId), queryFn: () => fetchEntityHistory(entityId) }));
}
