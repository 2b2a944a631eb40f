import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { outboxKeys } from './keys';

/** The one settings row: where new requests are announced to the sales team. */
export async function fetchSalesEmail(): Promise<string | null> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('email_settings').select('sales_email').maybeSingle())?.sales_email ?? null;
}

export function useSalesEmail() {
  return useQuery(queryOptions({ queryKey: outboxKeys.settings(), queryFn: fetchSalesEmail }));
}

export async function saveSalesEmail(salesEmail: string): Promise<string> {
  const supabase = await getSupabase();
  return unwrapOne(await supabase.from('email_settings').update({ sales_email: salesEmail }).eq('id', true).select('sales_email'))
    .sales_email;
}

export function useSaveSalesEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalesEmail,
    onSuccess: (saved) => {
      queryClient.setQueryData(outboxKeys.settings(), saved);
      notifySuccess('Adresse de notification enregistrée.');
    },
    onError: (error) => notifyError(error, 'Impossible d’enregistrer l’adresse.'),
  });
}
