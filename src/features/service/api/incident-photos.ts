import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { incidentKeys } from './keys';

/** The private bucket the function report-incident stores the customers' photos in. */
export const INCIDENT_PHOTO_BUCKET = 'incident-photos';

export interface IncidentPhoto {
  id: string;
  blob: Blob;
}

/**
 * The incident's photos, downloaded as the signed-in reader (storage RLS: service readers only).
 * Bytes rather than links: the bucket is private, and the page's CSP shows images from the site,
 * data: and blob: only.
 */
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
  return Promise.all(
    rows.map(async (row) => {
      const { data, error } = await supabase.storage.from(INCIDENT_PHOTO_BUCKET).download(row.path);
      if (error || !data) throw error ?? new Error('Photo introuvable.');
      return { id: row.id, blob: data };
    }),
  );
}

export function useIncidentPhotos(incidentId: string) {
  return useQuery(
    queryOptions({
      queryKey: incidentKeys.photos(incidentId),
      queryFn: () => fetchIncidentPhotos(incidentId),
      staleTime: Infinity,
    }),
  );
}

/** A blob: URL for a downloaded photo, released when it changes or the screen goes. */
export function useObjectUrl(blob: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
