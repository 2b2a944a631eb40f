import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { activeIncidentStatuses } from '@/domain/service/status';
import type { IncidentListRow } from './fetch-incidents';
import { INCIDENT_LIST_COLUMNS } from './fetch-incidents';
import { incidentKeys } from './keys';

export type VisitRow = Pick<
  Tables<'service_visits'>,
  'id' | 'kind' | 'contract_id' | 'incident_id' | 'scheduled_on' | 'status'
> & {
  contract: Pick<Tables<'contracts'>, 'contract_number' | 'customer_company' | 'customer_last_name'> | null;
};

export interface MyInterventions {
  /** Open incidents assigned to me, the nearest deadline first. */
  incidents: IncidentListRow[];
  /** My planned visits (installation, maintenance, intervention), by date. */
  visits: VisitRow[];
}

/** « Mes interventions »: what the signed-in technician has to do, incidents first. */
export async function fetchMyInterventions(userId: string): Promise<MyInterventions> {
  const supabase = await getSupabase();
  const [incidents, visits] = await Promise.all([
    supabase
      .from('incident_board')
      .select(INCIDENT_LIST_COLUMNS)
      .eq('technician_id', userId)
      .in('status', [...activeIncidentStatuses])
      .order('deadline_at', { ascending: true })
      .order('id', { ascending: true }),
    supabase
      .from('service_visits')
      .select(
        'id, kind, contract_id, incident_id, scheduled_on, status, contract:contracts(contract_number, customer_company, customer_last_name)',
      )
      .eq('technician_id', userId)
      .eq('status', 'planned')
      .order('scheduled_on', { ascending: true })
      .order('id', { ascending: true }),
  ]);
  return { incidents: unwrap(incidents) ?? [], visits: (unwrap(visits) ?? []) as VisitRow[] };
}

export const myInterventionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: incidentKeys.mine(userId), queryFn: () => fetchMyInterventions(userId) });

export function useMyInterventions(userId: string | undefined) {
  return useQuery({ ...myInterventionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
