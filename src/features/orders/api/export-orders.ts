import { csvDateTime, csvDecimal, csvFileName } from '@/lib/csv';
import { exportCsv, type CsvColumn } from '@/lib/csv-export';
import { keysetAfter } from '@/lib/keyset';
import type { ExportPageFetcher, ExportProgress } from '@/lib/paged-export';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { unwrap } from '@/lib/db';
import { orderStatusDisplay, paymentStatusDisplay } from '../status';
import { orderKeysetOrder, orderSortColumns, selectOrders, type OrderListRow } from './fetch-orders';
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
  const order = orderKeysetOrder(sort);
  const { column } = orderSortColumns[sort.key];
  return async ({ after, limit, withCount, signal }) => {
    let query = selectOrders(client, filters, sort, { count: withCount });
    if (after) {
      const step = keysetAfter(order, { value: after[column], id: after.id });
      if (step.bound) query = query.filter(step.bound.column, step.bound.operator, step.bound.value);
      query = query.or(step.or);
    }
    const result = await query.limit(limit).abortSignal(signal);
    return { rows: unwrap(result) ?? [], total: withCount ? result.count : null };
  };
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
