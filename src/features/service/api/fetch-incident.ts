import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, unwrapRow, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { IncidentBoardRow } from './fetch-incidents';
import { incidentKeys } from './keys';

export type IncidentCustomer = Pick<
  Tables<'contracts'>,
  'customer_company' | 'customer_first_name' | 'customer_last_name' | 'customer_email' | 'customer_phone'
>;

export interface IncidentDetail {
  incident: IncidentBoardRow;
  /** The contract's customer (null when the contract is hidden from the reader). */
  customer: IncidentCustomer | null;
  /** The unit the incident is about, when one was named. */
  item: Pick<Tables<'contract_items'>, 'product_name' | 'product_brand' | 'serial_number'> | null;
}

export async function fetchIncident(id: string): Promise<IncidentDetail> {
  const supabase = await getSupabase();
  const incident: IncidentBoardRow = unwrapRow(
    await supabase.from('incident_board').select('*').eq('id', id).maybeSingle(),
    'Cet incident est introuvable.',
  );
  const [customer, item] = await Promise.all([
    incident.contract_id
      ? supabase
          .from('contracts')
          .select('customer_company, customer_first_name, customer_last_name, customer_email, customer_phone')
          .eq('id', incident.contract_id)
          .maybeSingle()
      : null,
    incident.contract_item_id
      ? supabase
          .from('contract_items')
          .select('product_name, product_brand, serial_number')
          .eq('id', incident.contract_item_id)
          .maybeSingle()
      : null,
  ]);
  return {
    incident,
    customer: customer ? (unwrap(customer) as IncidentCustomer | null) : null,
    item: item ? (unwrap(item) as IncidentDetail['item']) : null,
  };
}

export const incidentQueryOptions = (id: string) =>
  queryOptions({ queryKey: incidentKeys.detail(id), queryFn: () => fetchIncident(id) });

export function useIncident(id: string) {
  return useQuery(incidentQueryOptions(id));
}
