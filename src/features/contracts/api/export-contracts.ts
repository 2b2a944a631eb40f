import { csvDateTime, csvDay, csvDecimal, csvFileName } from '@/lib/csv';
import { exportCsv, type CsvColumn } from '@/lib/csv-export';
import { keysetPages } from '@/lib/list-query';
import type { ExportProgress } from '@/lib/paged-export';
import { getSupabase } from '@/lib/supabase-lazy';
import { serviceLevelLabel } from '@/domain/contracts/service-levels';
import { contractStatusDisplay } from '@/domain/contracts/status';
import { contractKeysetOrder, selectContracts, type ContractListRow } from './fetch-contracts';
import type { ContractFilters, ContractSort } from './keys';

/** The columns of « contrats-AAAA-MM-JJ.csv », in French. */
export const contractCsvColumns: ReadonlyArray<CsvColumn<ContractListRow>> = [
  { header: 'Numéro', value: (contract) => contract.contract_number },
  { header: 'Créé le', value: (contract) => csvDateTime(contract.created_at) },
  { header: 'Prénom', value: (contract) => contract.customer_first_name },
  { header: 'Nom', value: (contract) => contract.customer_last_name },
  { header: 'E-mail', value: (contract) => contract.customer_email },
  { header: 'Société', value: (contract) => contract.customer_company },
  { header: 'Niveau de service', value: (contract) => serviceLevelLabel(contract.service_level) },
  { header: 'Durée (mois)', value: (contract) => String(contract.duration_months) },
  { header: 'Loyer mensuel HT (€)', value: (contract) => csvDecimal(contract.monthly_rent_ht) },
  { header: 'Installation prévue', value: (contract) => csvDay(contract.installation_planned_on) },
  { header: 'Début', value: (contract) => csvDay(contract.start_date) },
  { header: 'Fin', value: (contract) => csvDay(contract.end_date) },
  { header: 'Statut', value: (contract) => contractStatusDisplay(contract.status).label },
];

export async function exportContractsCsv(
  filters: ContractFilters,
  sort: ContractSort,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const client = await getSupabase();
  const pages = keysetPages((options) => selectContracts(client, filters, sort, options), contractKeysetOrder(sort));
  return exportCsv(contractCsvColumns, pages, { signal, onProgress });
}

export const contractsCsvFileName = () => csvFileName('contrats');
