import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { ImageType } from '../media/image-files';
import type { ProductImage } from './fetch-product-images';
import { useImageMutation } from './image-mutation';
import { removeImageFiles, storeImageFiles } from './image-storage';

export interface NewProductImage {
  productId: string;
  file: File;
  /** The type the file's first bytes proved (media/image-files.ts), sent as its content type. */
  type: ImageType;
  alt: string;
  /** After the product's last image. */
  position: number;
}

/**
 * Files first (original and sizes), then the row that names them: a row never points at a
 * missing file. If the row is refused (alt text, rights), the files just sent are removed.
 */
export async function uploadProductImage(input: NewProductImage): Promise<ProductImage> {
  const supabase = await getSupabase();
  const files = await storeImageFiles(supabase, input.productId, input.file, input.type);
  const result = await supabase
    .from('product_images')
    .insert({ product_id: input.productId, alt: input.alt, position: input.position, ...files })
    .select()
    .single();
  if (result.error) await removeImageFiles(supabase, [files]);
  const row = unwrap(result);
  if (!row) throw new Error('L’image n’a pas été enregistrée.');
  return row;
}

export function useUploadProductImage(onSuccess?: () => void) {
  return useImageMutation(
    uploadProductImage,
    { success: () => 'Image ajoutée', failure: 'Impossible d’ajouter l’image' },
    onSuccess,
  );
}
