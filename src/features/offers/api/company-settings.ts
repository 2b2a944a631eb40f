import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapOne, type Tables } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { offerKeys } from './keys';

export type CompanySettings = Pick<Tables<'company_settings'>, 'name' | 'address' | 'siren' | 'vat_number'>;

const companyKey = [...offerKeys.all, 'company'] as const;

/** The company block every offer prints (one row; staff read it). */
export function useCompanySettings() {
  return useQuery(
    queryOptions({
      queryKey: companyKey,
      queryFn: async (): Promise<CompanySettings | null> => {
        const supabase = await getSupabase();
        return unwrap(
          await supabase
            .from('company_settings')
            .select('name, address, siren, vat_number')
            .eq('id', true)
            .maybeSingle(),
        );
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
