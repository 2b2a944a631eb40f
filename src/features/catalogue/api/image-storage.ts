import type { SupabaseClient as Supabase } from '@/lib/supabase';
import { imageFiles, PRODUCT_IMAGE_BUCKET, PRODUCT_IMAGE_WIDTHS, variantPath } from '@/lib/product-image-files';
import { resizeImage } from '@/lib/image-resize';
import { uploadAllOrNone } from '@/lib/upload-files';
import { extensionOf, type ImageType } from '../media/image-files';

/** Files never change under a name (a replacement gets a new one): browsers may keep them a year. */
const CACHE_SECONDS = '31536000';

/** What a stored image row needs about its files. */
export interface StoredFiles {
  path: string;
  url: string;
  width: number;
  height: number;
  variant_widths: number[];
}

/**
 * Decodes the file, makes its sizes and uploads the original and the sizes under a new name in
 * the product's folder. If any upload fails, the files already sent are removed.
 */
export async function storeImageFiles(
  supabase: Supabase,
  productId: string,
  file: File,
  type: ImageType,
): Promise<StoredFiles> {
  const resized = await resizeImage(file, PRODUCT_IMAGE_WIDTHS);
  const path = `${productId}/${crypto.randomUUID()}.${extensionOf[type]}`;
  const bucket = supabase.storage.from(PRODUCT_IMAGE_BUCKET);
  await uploadAllOrNone(
    bucket,
    [
      { name: path, body: file, contentType: type },
      ...resized.variants.map((variant) => ({
        name: variantPath(path, variant.width),
        body: variant.blob,
        contentType: 'image/webp',
      })),
    ],
    CACHE_SECONDS,
  );
  return {
    path,
    url: bucket.getPublicUrl(path).data.publicUrl,
    width: resized.width,
    height: resized.height,
    variant_widths: resized.variants.map((variant) => variant.width),
  };
}

/**
 * Removes every file of the given images (originals and sizes). A failure is logged, not thrown:
 * the rows are already gone, and the orphaned-files check lists what is left behind.
 */
export async function removeImageFiles(
  supabase: Supabase,
  images: readonly { path: string; variant_widths: readonly number[] }[],
): Promise<boolean> {
  const names = images.flatMap(imageFiles);
  if (names.length === 0) return true;
  const { error } = await supabase.storage.from(PRODUCT_IMAGE_BUCKET).remove(names);
  if (error) console.error('Fichiers d’image non supprimés du stockage', names, error);
  return !error;
}
