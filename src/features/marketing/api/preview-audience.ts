import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { marketingKeys, type AudienceSegment } from './keys';

export interface AudienceCount {
  /** Leads of the segment. */
  matching: number;
  /** Among them, one per address, those who consented and did not unsubscribe. */
  eligible: number;
}

export async function previewAudience(segment: AudienceSegment): Promise<AudienceCount> {
  const supabase = await getSupabase();
  const data = unwrap(
    await supabase.rpc('preview_campaign_audience', {
      ...segment,
      created_from: segment.created_from ?? undefined,
      created_to: segment.created_to ?? undefined,
    }),
  ) as unknown as AudienceCount;
  return data;
}

/** The count beside the audience builder; the previous one stays while the next loads. */
export function useAudienceCount(segment: AudienceSegment | null) {
  return useQuery(
    queryOptions({
      queryKey: marketingKeys.audience(segment ?? ({} as AudienceSegment)),
      queryFn: () => previewAudience(segment as AudienceSegment),
      enabled: segment !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
