import { unwrapOne } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { ImageType } from '../media/image-files';
import type { ProductImage } from './fetch-product-images';
import { useImageMutation } from './image-mutation';
import { removeImageFiles, storeImageFiles } from './image-storage';

export interface ImageReplacement {
  image: ProductImage;
  file: File;
  type: ImageType;
}

/**
 * New files under a new name, the row pointed at them, then the old files removed: the
 * catalogue never shows a missing file, and browsers that cached the old one get the new name.
 */
export async function replaceProductImage({ image, file, type }: ImageReplacement): Promise<ProductImage> {
  const supabase = await getSupabase();
  const files = await storeImageFiles(supabase, image.product_id, file, type);
  const result = await supabase.from('product_images').update(files).eq('id', image.id).select();
  if (result.error || !result.data?.length) await removeImageFiles(supabase, [files]);
  const row = unwrapOne(result, 'L’image n’a pas été remplacée (introuvable ou droits insuffisants).');
  await removeImageFiles(supabase, [image]);
  return row;
}

export function useReplaceProductImage() {
  return useImageMutation(replaceProductImage, {
    success: () => 'Image remplacée',
    failure: 'Impossible de remplacer l’image',
  });
}
