import { unwrapOne } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { ProductImage } from './fetch-product-images';
import { useImageMutation } from './image-mutation';
import { removeImageFiles } from './image-storage';

/** The row first (the catalogue stops naming the files), then every file of the image. */
export async function deleteProductImage(image: ProductImage): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(
    await supabase.from('product_images').delete().eq('id', image.id).select('id'),
    'L’image n’a pas été supprimée (introuvable ou droits insuffisants).',
  );
  await removeImageFiles(supabase, [image]);
}

export function useDeleteProductImage() {
  return useImageMutation(deleteProductImage, {
    success: () => 'Image supprimée',
    failure: 'Impossible de supprimer l’image',
  });
}
