import { getSupabase } from '@/lib/supabase-lazy';

/** The signed report from the private bucket (storage RLS: contract readers), as the offers' PDFs. */
export async function downloadInstallationReport(path: string): Promise<Blob> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from('contract-documents').download(path);
  if (error || !data) throw error ?? new Error('Le procès-verbal n’est pas disponible.');
  return data;
}
