import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, unwrapCount, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { dayRangeBounds } from '@/lib/paris-days';
import type { AuditFilters } from '../filters';
import { auditKeys } from './keys';

export type AuditEntry = Pick<
  Tables<'audit_log'>,
  'id' | 'at' | 'actor_id' | 'actor_email' | 'area' | 'table_name' | 'row_id' | 'entity_id' | 'action' | 'changes'
>;

export const AUDIT_COLUMNS = 'id, at, actor_id, actor_email, area, table_name, row_id, entity_id, action, changes';
export const AUDIT_PAGE_SIZE = 50;

/** PostgREST's answer to a page past the end (the list shrank, or an old link). */
function isPastTheEnd(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: string; status?: number };
  return code === 'PGRST103' || status === 416;
}

/**
 * One page of the journal, newest (or oldest) first along audit_log_at_idx, filtered and counted by the database.
 * Days are Paris days: `to` includes its whole day.
 */
export async function fetchAuditLog(filters: AuditFilters): Promise<{ rows: AuditEntry[]; total: number }> {
  const supabase = await getSupabase();
  const build = <
    Q extends {
      eq: (column: string, value: string) => Q;
      gte: (column: string, value: string) => Q;
      lt: (column: string, value: string) => Q;
    },
  >(
    query: Q,
  ): Q => {
    let filtered = query;
    if (filters.person) filtered = filtered.eq('actor_id', filters.person);
    if (filters.area) filtered = filtered.eq('area', filters.area);
    if (filters.action) filtered = filtered.eq('action', filters.action);
    const { gte, lt } = dayRangeBounds(filters.from, filters.to);
    if (gte) filtered = filtered.gte('at', gte);
    if (lt) filtered = filtered.lt('at', lt);
    return filtered;
  };
  const from = (filters.page - 1) * AUDIT_PAGE_SIZE;
  const ascending = !filters.sort.desc;
  const result = await build(supabase.from('audit_log').select(AUDIT_COLUMNS, { count: 'exact' }))
    .order('at', { ascending })
    .order('id', { ascending })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  if (result.error && isPastTheEnd(result.error)) {
    // No rows on this page, but the count still tells the pager where the last page is.
    const total = unwrapCount(await build(supabase.from('audit_log').select('id', { count: 'exact', head: true })));
    return { rows: [], total };
  }
  return { rows: unwrap(result) ?? [], total: result.count ?? 0 };
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.list(filters),
      queryFn: () => fetchAuditLog(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
