import { getSupabase } from '@/lib/supabase-lazy';

/** An invoice's Factur-X PDF from the private bucket (storage RLS: the readers of the invoice). */
export async function downloadInvoice(path: string): Promise<Blob> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from('billing-documents').download(path);
  if (error || !data) throw error ?? new Error('La facture n’est pas disponible.');
  return data;
}
