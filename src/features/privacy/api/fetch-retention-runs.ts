import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { privacyKeys } from './keys';

export type RetentionRun = Pick<Tables<'retention_log'>, 'id' | 'run_on' | 'ran_at'> & {
  counts: Record<string, number>;
};

/** The last runs of the daily retention job, newest first (counts only). */
export async function fetchRetentionRuns(): Promise<RetentionRun[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('retention_log')
      .select('id, run_on, ran_at, counts')
      .order('run_on', { ascending: false })
      .limit(14),
  );
  return (rows ?? []) as RetentionRun[];
}

export function useRetentionRuns() {
  return useQuery(queryOptions({ queryKey: privacyKeys.runs(), queryFn: fetchRetentionRuns }));
}
