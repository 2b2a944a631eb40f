import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { privacyKeys } from './keys';

/** What an erasure does and what it keeps, and why (erase_personal_data's answer). */
export interface ErasureReport {
  erased: Record<string, number>;
  kept: { table: string; count: number; reason: string }[];
}

/** The erasure played and rolled back by the database: nothing changes. */
export async function fetchErasurePlan(requestId: string): Promise<ErasureReport> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('erasure_plan', { p_request_id: requestId })) as unknown as ErasureReport;
}

export function useErasurePlan(requestId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: privacyKeys.plan(requestId ?? ''),
      queryFn: () => fetchErasurePlan(requestId as string),
      enabled: Boolean(requestId),
      staleTime: 0,
    }),
  );
}
