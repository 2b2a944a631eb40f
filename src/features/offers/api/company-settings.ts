import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { CompanySettings } from '../company-settings-schema';
import { offerKeys } from './keys';

const companyKey = [...offerKeys.all, 'company'] as const;
const COLUMNS =
  'name, address, siren, vat_number, legal_form, share_capital, rcs, siret, head_office_street, head_office_postal_code, head_office_city, sepa_creditor_id, iban, bic, late_penalty_rate, billing_email, vat_on_debits';

/** The company block every offer and invoice prints (one row; staff read it). */
export function useCompanySettings() {
  return useQuery(
    queryOptions({
      queryKey: companyKey,
      queryFn: async (): Promise<CompanySettings | null> => {
        const supabase = await getSupabase();
        return unwrap(await supabase.from('company_settings').select(COLUMNS).eq('id', true).maybeSingle());
      },
    }),
  );
}

/** The French names of the mentions invoices still lack (billing_settings_missing), empty when none. */
export function useMissingBillingMentions() {
  return useQuery(
    queryOptions({
      queryKey: [...companyKey, 'missing'],
      queryFn: async (): Promise<string[]> => {
        const supabase = await getSupabase();
        return unwrap(await supabase.rpc('billing_settings_missing')) ?? [];
      },
    }),
  );
}

/** Admins change it; RLS hides the row from anyone else (0 rows: an error all the same). */
export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompanySettings) => {
      const supabase = await getSupabase();
      return unwrapOne(await supabase.from('company_settings').update(values).eq('id', true).select('name'));
    },
    onSuccess: async () => {
      notifySuccess('Coordonnées de la société enregistrées.');
      await queryClient.invalidateQueries({ queryKey: companyKey });
    },
    onError: (error) => notifyError(error, 'Impossible d’enregistrer les coordonnées de la société.'),
  });
}
