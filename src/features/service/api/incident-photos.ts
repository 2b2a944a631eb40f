import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { incidentKeys } from './keys';

/** The private bucket the function report-incident stores the customers' photos in. */
export const INCIDENT_PHOTO_BUCKET = 'incident-photos';
/** A signed URL's life: long enough to look at the photos, short enough not to be shared. */
const SIGNED_URL_SECONDS = 600;

export interface IncidentPhoto {
  id: string;
  url: string;
}

/** The incident's photos, each with a signed URL (the bucket is private: service readers only). */
export async function fetchIncidentPhotos(incidentId: string): Promise<IncidentPhoto[]> {
  const supabase = await getSupabase();
  const rows =
    unwrap(
      await supabase
        .from('incident_photos')
        .select('id, path')
        .eq('incident_id', incidentId)
        .order('created_at', { ascending: true }),
    ) ?? [];
  if (rows.length === 0) return [];
  const signed = unwrap(
    await supabase.storage.from(INCIDENT_PHOTO_BUCKET).createSignedUrls(
      rows.map((row) => row.path),
      SIGNED_URL_SECONDS,
    ),
  );
  return rows.flatMap((row, index) => {
    const url = signed?.[index]?.signedUrl;
    return url ? [{ id: row.id, url }] : [];
  });
}

export function useIncidentPhotos(incidentId: string) {
  return useQuery(
    queryOptions({
      queryKey: incidentKeys.photos(incidentId),
      queryFn: () => fetchIncidentPhotos(incidentId),
      // Refetched before the URLs expire.
      staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
    }),
  );
}
