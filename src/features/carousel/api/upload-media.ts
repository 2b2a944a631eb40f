import { useMutation } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { CAROUSEL_BUCKET, mediaFileName, mediaTypeOf } from '../media-files';
import type { MediaType } from '../schemas';

export interface UploadedMedia {
  url: string;
  mediaType: MediaType;
}

/** Spec §7: upload to carousel-media under a fresh name, cache 3600 s, no overwrite; then its public URL. */
export async function uploadCarouselMedia(file: File): Promise<UploadedMedia> {
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(CAROUSEL_BUCKET);
  const name = mediaFileName(file);
  const { error } = await bucket.upload(name, file, {
    cacheControl: '3600',
    upsert: false,
    contentType: file.type || undefined,
  });
  if (error) throw error;
  const { data } = bucket.getPublicUrl(name);
  return { url: data.publicUrl, mediaType: mediaTypeOf(file) };
}

export function useUploadCarouselMedia(onSuccess?: (media: UploadedMedia) => void) {
  return useMutation({
    mutationFn: uploadCarouselMedia,
    onSuccess: (media) => {
      notifySuccess('Média uploadé avec succès');
      onSuccess?.(media);
    },
    onError: (error) => notifyError(error),
  });
}
