import { csvDateTime, csvDay, csvDecimal, csvFileName } from '@/lib/csv';
import { exportCsv, type CsvColumn } from '@/lib/csv-export';
import { keysetPages } from '@/lib/list-query';
import type { ExportProgress } from '@/lib/paged-export';
import { getSupabase } from '@/lib/supabase-lazy';
import { offerStatusDisplay } from '@/domain/offers/status';
import { offerKeysetOrder, selectOffers, type OfferListRow } from './fetch-offers';
import type { OfferFilters, OfferSort } from './keys';

/** The columns of « devis-AAAA-MM-JJ.csv », in French. */
export const offerCsvColumns: ReadonlyArray<CsvColumn<OfferListRow>> = [
  { header: 'Numéro', value: (offer) => offer.reference },
  { header: 'Date', value: (offer) => csvDateTime(offer.created_at) },
  { header: 'Prénom', value: (offer) => offer.client_first_name },
  { header: 'Nom', value: (offer) => offer.client_last_name },
  { header: 'E-mail', value: (offer) => offer.client_email },
  { header: 'Société', value: (offer) => offer.client_company },
  { header: 'Loyer mensuel HT (€)', value: (offer) => csvDecimal(offer.monthly_total_ht) },
  { header: 'Engagement total HT (€)', value: (offer) => csvDecimal(offer.commitment_total_ht) },
  { header: 'Validité', value: (offer) => csvDay(offer.valid_until) },
  { header: 'Statut', value: (offer) => offerStatusDisplay(offer.status).label },
];

export async function exportOffersCsv(
  filters: OfferFilters,
  sort: OfferSort,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const client = await getSupabase();
  const pages = keysetPages((options) => selectOffers(client, filters, sort, options), offerKeysetOrder(sort));
  return exportCsv(offerCsvColumns, pages, { signal, onProgress });
}

export const offersCsvFileName = () => csvFileName('devis');
