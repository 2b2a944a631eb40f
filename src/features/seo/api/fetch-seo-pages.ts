import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { SeoPage } from '../schemas';
import { seoKeys } from './keys';

/** Spec §7: all seo_content rows, newest first. */
export async function fetchSeoPages(): Promise<SeoPage[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('seo_content').select('*').order('created_at', { ascending: false })) ?? [];
}

export const seoPagesQueryOptions = () => queryOptions({ queryKey: seoKeys.list(), queryFn: fetchSeoPages });

export function useSeoPages() {
  return useQuery(seoPagesQueryOptions());
}
