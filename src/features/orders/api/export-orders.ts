import { csvDateTime, csvDecimal, csvFileName } from '@/lib/csv';
import { exportCsv, type CsvColumn } from '@/lib/csv-export';
import { keysetPages } from '@/lib/list-query';
import type { ExportPageFetcher, ExportProgress } from '@/lib/paged-export';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { orderStatusDisplay, paymentStatusDisplay } from '@/domain/orders/status';
import { orderKeysetOrder, selectOrders, type OrderListRow } from './fetch-orders';
import type { OrderFilters, OrderSort } from './keys';

/** The columns of « commandes-AAAA-MM-JJ.csv », in French. */
export const orderCsvColumns: ReadonlyArray<CsvColumn<OrderListRow>> = [
  { header: 'Numéro', value: (order) => order.order_number },
  { header: 'Date', value: (order) => csvDateTime(order.created_at) },
  { header: 'Prénom', value: (order) => order.customer_first_name },
  { header: 'Nom', value: (order) => order.customer_last_name },
  { header: 'E-mail', value: (order) => order.customer_email },
  { header: 'Téléphone', value: (order) => order.customer_phone },
  { header: 'Société', value: (order) => order.customer_company },
  { header: 'Montant (€)', value: (order) => csvDecimal(order.total_amount) },
  { header: 'Statut', value: (order) => orderStatusDisplay(order.status).label },
  { header: 'Paiement', value: (order) => paymentStatusDisplay(order.payment_status).label },
];

/** The pages of an export: the list's query, each page after the last row of the previous one. */
export function orderExportPages(
  client: SupabaseClient,
  filters: OrderFilters,
  sort: OrderSort,
): ExportPageFetcher<OrderListRow> {
  return keysetPages((options) => selectOrders(client, filters, sort, options), orderKeysetOrder(sort));
}

/** Every order of the view on screen as a CSV file (pages of 1 000). */
export async function exportOrdersCsv(
  filters: OrderFilters,
  sort: OrderSort,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const client = await getSupabase();
  return exportCsv(orderCsvColumns, orderExportPages(client, filters, sort), { signal, onProgress });
}

export const ordersCsvFileName = () => csvFileName('commandes');
