import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoRowError, unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { contractKeys } from './keys';

export type Contract = Tables<'contracts'>;
export type ContractItem = Tables<'contract_items'>;
export type ContractIncident = Pick<
  Tables<'incidents'>,
  'id' | 'incident_number' | 'type' | 'status' | 'reported_at' | 'deadline_at' | 'contract_item_id'
>;
export type ContractVisit = Pick<
  Tables<'service_visits'>,
  'id' | 'kind' | 'status' | 'scheduled_on' | 'done_at' | 'incident_id' | 'technician_id'
>;

export interface ContractDetail {
  contract: Contract;
  /** One row per unit, in order. */
  items: ContractItem[];
  /** The order it came from (order readers only). */
  order: Pick<Tables<'orders'>, 'id' | 'order_number'> | null;
  /** The draft offer a renewal created (offer readers only). */
  renewalOffer: Pick<Tables<'offers'>, 'id' | 'reference'> | null;
  /** Its incidents and service visits: null for a role that cannot read the service area. */
  incidents: ContractIncident[] | null;
  visits: ContractVisit[] | null;
}

/** One contract by id with its units, its order, its incidents and its visits. */
export async function fetchContract(id: string): Promise<ContractDetail> {
  const supabase = await getSupabase();
  const contract = unwrap(await supabase.from('contracts').select('*').eq('id', id).single());
  if (!contract) throw new NoRowError('Ce contrat est introuvable.');
  const [items, orders, offers, incidents, visits] = await Promise.all([
    supabase.from('contract_items').select('*').eq('contract_id', id).order('position'),
    supabase.from('orders').select('id, order_number').eq('id', contract.order_id),
    contract.renewal_offer_id
      ? supabase.from('offers').select('id, reference').eq('id', contract.renewal_offer_id)
      : Promise.resolve({ data: [], error: null }),
    supabase
      .from('incidents')
      .select('id, incident_number, type, status, reported_at, deadline_at, contract_item_id')
      .eq('contract_id', id)
      .order('reported_at', { ascending: false }),
    supabase
      .from('service_visits')
      .select('id, kind, status, scheduled_on, done_at, incident_id, technician_id')
      .eq('contract_id', id)
      .order('scheduled_on', { ascending: false }),
  ]);
  return {
    contract,
    items: unwrap(items) ?? [],
    // A role without the rights to the order, the offer or the service area reads none: not an error.
    order: orders.error ? null : (orders.data?.[0] ?? null),
    renewalOffer: offers.error ? null : (offers.data?.[0] ?? null),
    incidents: incidents.error ? null : (incidents.data ?? []),
    visits: visits.error ? null : (visits.data ?? []),
  };
}

export const contractQueryOptions = (id: string) =>
  queryOptions({ queryKey: contractKeys.detail(id), queryFn: () => fetchContract(id) });

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
