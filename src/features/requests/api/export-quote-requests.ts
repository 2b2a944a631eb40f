import { csvDateTime, csvFileName } from '@/lib/csv';
import { exportCsv, type CsvColumn } from '@/lib/csv-export';
import { keysetPages } from '@/lib/list-query';
import type { ExportPageFetcher, ExportProgress } from '@/lib/paged-export';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { requestTypeLabel } from '@/domain/requests/request-types';
import { quoteStatusDisplay } from '@/domain/requests/status';
import { requestKeysetOrder, selectRequests, type RequestListRow } from './fetch-quote-requests';
import type { RequestFilters, RequestSort } from './keys';

/** The columns of « demandes-AAAA-MM-JJ.csv », in French. */
export const requestCsvColumns: ReadonlyArray<CsvColumn<RequestListRow>> = [
  { header: 'Date', value: (request) => csvDateTime(request.created_at) },
  { header: 'Prénom', value: (request) => request.first_name },
  { header: 'Nom', value: (request) => request.last_name },
  { header: 'E-mail', value: (request) => request.email },
  { header: 'Téléphone', value: (request) => request.phone },
  { header: 'Entreprise', value: (request) => request.company },
  { header: 'SIRET', value: (request) => request.siret },
  { header: 'Type', value: (request) => requestTypeLabel(request.type) },
  { header: 'Sujet', value: (request) => request.subject },
  { header: 'Message', value: (request) => request.message },
  { header: 'Statut', value: (request) => quoteStatusDisplay(request.status).label },
];

/** The pages of an export: the inbox's query, each page after the last row of the previous one. */
export function requestExportPages(
  client: SupabaseClient,
  filters: RequestFilters,
  sort: RequestSort,
): ExportPageFetcher<RequestListRow> {
  return keysetPages((options) => selectRequests(client, filters, sort, options), requestKeysetOrder(sort));
}

/** Every request of the view on screen as a CSV file (pages of 1 000). */
export async function exportRequestsCsv(
  filters: RequestFilters,
  sort: RequestSort,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const client = await getSupabase();
  return exportCsv(requestCsvColumns, requestExportPages(client, filters, sort), { signal, onProgress });
}

export const requestsCsvFileName = () => csvFileName('demandes');
