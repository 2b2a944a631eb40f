import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { PersonalData } from '../export';
import { privacyKeys } from './keys';

/** Everything held about an address: one key per table that names it (find_personal_data). */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('find_personal_data', { p_email: email })) as PersonalData;
}

export function usePersonalData(email: string | null) {
  return useQuery(
    queryOptions({
      queryKey: privacyKeys.found(email ?? ''),
      queryFn: () => findPersonalData(email as string),
      enabled: Boolean(email),
    }),
  );
}
