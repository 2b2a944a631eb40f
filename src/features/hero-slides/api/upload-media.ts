import { useMutation } from '@tanstack/react-query';
import { resizeImage } from '@/lib/image-resize';
import { variantPath } from '@/lib/image-variants';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { uploadAllOrNone } from '@/lib/upload-files';
import { CAROUSEL_BUCKET, HERO_IMAGE_WIDTHS, isResizable, mediaFileName, mediaTypeOf } from '../media-files';
import type { MediaType } from '../schemas';

export interface UploadedMedia {
  url: string;
  mediaType: MediaType;
  /** The original's width when it was decoded (a raster image), else null. */
  width: number | null;
  /** The WebP sizes stored beside it (src/lib/image-variants.ts). */
  variantWidths: number[];
}

/** Its message is the one shown: the file's first bytes claimed an image the browser cannot decode. */
class UnreadableImageError extends Error {
  constructor() {
    super('Cette image est illisible ou endommagée.');
  }
}

async function sizesOf(file: File) {
  if (!isResizable(file)) return null;
  try {
    return await resizeImage(file, HERO_IMAGE_WIDTHS);
  } catch (error) {
    console.error('Image du carrousel non décodée', error);
    throw new UnreadableImageError();
  }
}

/**
 * Spec §7: upload to carousel-media under a fresh name, cache 3600 s, no overwrite; then its public
 * URL. A raster image also gets its sizes beside it, made before anything is sent, and all its
 * files are stored or none.
 */
export async function uploadCarouselMedia(file: File): Promise<UploadedMedia> {
  const resized = await sizesOf(file);
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(CAROUSEL_BUCKET);
  const name = mediaFileName(file);
  const variants = resized?.variants ?? [];
  await uploadAllOrNone(
    bucket,
    [
      { name, body: file, contentType: file.type || undefined },
      ...variants.map((variant) => ({
        name: variantPath(name, variant.width),
        body: variant.blob,
        contentType: 'image/webp',
      })),
    ],
    '3600',
  );
  const { data } = bucket.getPublicUrl(name);
  return {
    url: data.publicUrl,
    mediaType: mediaTypeOf(file),
    width: resized?.width ?? null,
    variantWidths: variants.map((variant) => variant.width),
  };
}

export function useUploadCarouselMedia(onSuccess?: (media: UploadedMedia) => void) {
  return useMutation({
    mutationFn: uploadCarouselMedia,
    onSuccess: (media) => {
      notifySuccess('Média uploadé avec succès');
      onSuccess?.(media);
    },
    onError: (error) => notifyError(error instanceof UnreadableImageError ? error.message : error),
  });
}
