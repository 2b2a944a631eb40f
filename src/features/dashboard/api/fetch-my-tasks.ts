import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { dashboardKeys } from './keys';

/** The most tasks the card lists (the oldest due first). */
export const MY_TASKS_LIMIT = 20;

export type MyTask = Pick<Tables<'staff_tasks'>, 'id' | 'kind' | 'title' | 'due_on' | 'contract_id'> & {
  contracts: Pick<Tables<'contracts'>, 'contract_number' | 'customer_company' | 'end_date'> | null;
};

/** The open tasks assigned to `userId` (end of lease: the contract's sales owner), the soonest due first. */
export async function fetchMyTasks(userId: string): Promise<MyTask[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('staff_tasks')
        .select('id, kind, title, due_on, contract_id, contracts(contract_number, customer_company, end_date)')
        .eq('assignee_id', userId)
        .is('done_at', null)
        .order('due_on')
        .order('id')
        .limit(MY_TASKS_LIMIT),
    ) ?? []
  );
}

export function useMyTasks(userId: string | undefined, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.myTasks(userId ?? ''),
      queryFn: () => fetchMyTasks(userId!),
      enabled: enabled && userId !== undefined,
      staleTime: 0,
    }),
  );
}
