import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { outboxKeys, type OutboxFilters } from './keys';

export type OutboxEmail = Pick<
  Tables<'email_outbox'>,
  'id' | 'template' | 'recipient' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at' | 'next_attempt_at' | 'quote_request_id' | 'order_id'
>;

export const OUTBOX_PAGE_SIZE = 50;

/** One page of the queue, newest first; the database filters and counts. */
export async function fetchOutbox(filters: OutboxFilters): Promise<{ rows: OutboxEmail[]; total: number }> {
  const supabase = await getSupabase();
  let query = supabase
    .from('email_outbox')
    .select('id, template, recipient, status, attempts, last_error, created_at, sent_at, next_attempt_at, quote_request_id, order_id', {
      count: 'exact',
    });
  if (filters.status) query = query.eq('status', filters.status);
  const from = (filters.page - 1) * OUTBOX_PAGE_SIZE;
  const result = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + OUTBOX_PAGE_SIZE - 1);
  return { rows: unwrap(result) ?? [], total: result.count ?? 0 };
}

export function useOutbox(filters: OutboxFilters) {
  return useQuery(
    queryOptions({
      queryKey: outboxKeys.list(filters),
      queryFn: () => fetchOutbox(filters),
      placeholderData: keepPreviousData,
      // The stack's scheduler (or pg_cron) moves rows along on its own: keep the screen current.
      refetchInterval: 15_000,
    }),
  );
}
