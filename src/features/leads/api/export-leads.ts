import { csvDateTime, csvDay, csvFileName } from '@/lib/csv';
import { exportCsv, type CsvColumn } from '@/lib/csv-export';
import { keysetPages } from '@/lib/list-query';
import type { ExportPageFetcher, ExportProgress } from '@/lib/paged-export';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { leadSourceLabel, leadStatusDisplay } from '@/domain/leads/status';
import { leadKeysetOrder, selectLeads, type LeadListRow } from './fetch-leads';
import type { LeadFilters, LeadSort } from './keys';

/** The columns of « leads-AAAA-MM-JJ.csv », in French. */
export const leadCsvColumns: ReadonlyArray<CsvColumn<LeadListRow>> = [
  { header: 'Prénom', value: (lead) => lead.first_name },
  { header: 'Nom', value: (lead) => lead.last_name },
  { header: 'E-mail', value: (lead) => lead.email },
  { header: 'Téléphone', value: (lead) => lead.phone },
  { header: 'Société', value: (lead) => lead.company },
  { header: 'Source', value: (lead) => leadSourceLabel(lead.source) },
  { header: 'Statut', value: (lead) => leadStatusDisplay(lead.status).label },
  { header: 'Score', value: (lead) => lead.score },
  { header: 'Date de création', value: (lead) => csvDateTime(lead.created_at) },
  { header: 'Dernier contact', value: (lead) => csvDateTime(lead.last_contact_date) },
  { header: 'Prochaine action', value: (lead) => lead.next_action },
  { header: 'Date de la prochaine action', value: (lead) => csvDay(lead.next_action_date) },
];

/** The pages of an export: the list's query, each page after the last row of the previous one. */
export function leadExportPages(
  client: SupabaseClient,
  filters: LeadFilters,
  sort: LeadSort,
): ExportPageFetcher<LeadListRow> {
  return keysetPages((options) => selectLeads(client, filters, sort, options), leadKeysetOrder(sort));
}

/** Every lead of the view on screen as a CSV file (pages of 1 000). */
export async function exportLeadsCsv(
  filters: LeadFilters,
  sort: LeadSort,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const client = await getSupabase();
  return exportCsv(leadCsvColumns, leadExportPages(client, filters, sort), { signal, onProgress });
}

export const leadsCsvFileName = () => csvFileName('leads');
