import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { ilikeAnyOf } from '@/lib/postgrest-search';
import { getSupabase } from '@/lib/supabase-lazy';
import { incidentKeys } from './keys';

export type ContractChoice = Pick<
  Tables<'contracts'>,
  | 'id'
  | 'contract_number'
  | 'customer_company'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'status'
  | 'service_level'
>;
export type ContractItemChoice = Pick<Tables<'contract_items'>, 'id' | 'position' | 'product_name' | 'serial_number'>;

const CHOICE_COLUMNS =
  'id, contract_number, customer_company, customer_first_name, customer_last_name, status, service_level';
const CHOICES_SHOWN = 20;

/** Contracts whose number, company or customer matches, for « Ouvrir un incident ». */
export async function fetchContractChoices(search: string): Promise<ContractChoice[]> {
  const supabase = await getSupabase();
  let request = supabase.from('contracts').select(CHOICE_COLUMNS);
  const filter = ilikeAnyOf(['contract_number', 'customer_company', 'customer_last_name', 'customer_email'], search);
  if (filter) request = request.or(filter);
  return unwrap(await request.order('created_at', { ascending: false }).limit(CHOICES_SHOWN)) ?? [];
}

export function useContractChoices(search: string) {
  return useQuery(
    queryOptions({
      queryKey: incidentKeys.contractChoices(search),
      queryFn: () => fetchContractChoices(search),
      placeholderData: keepPreviousData,
    }),
  );
}

export interface ChosenContract {
  contract: ContractChoice;
  items: ContractItemChoice[];
}

/** One contract and its units (the `?contract=` of « Ouvrir un incident »). */
export async function fetchChosenContract(id: string): Promise<ChosenContract> {
  const supabase = await getSupabase();
  const [contract, items] = await Promise.all([
    supabase.from('contracts').select(CHOICE_COLUMNS).eq('id', id).maybeSingle(),
    supabase
      .from('contract_items')
      .select('id, position, product_name, serial_number')
      .eq('contract_id', id)
      .order('position', { ascending: true }),
  ]);
  const row = unwrap(contract);
  if (!row) throw new Error('Ce contrat est introuvable.');
  return { contract: row, items: unwrap(items) ?? [] };
}

export function useChosenContract(id: string | null) {
  return useQuery({
    queryKey: incidentKeys.contract(id ?? ''),
    queryFn: () => fetchChosenContract(id ?? ''),
    enabled: Boolean(id),
  });
}
