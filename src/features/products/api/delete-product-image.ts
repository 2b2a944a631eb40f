import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { ProductImage } from './fetch-product-images';
import { removeImageFiles } from './image-storage';
import { productKeys } from './keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductImage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      notifySuccess('Image supprimée');
    },
    onError: (error) => {
      console.error('Suppression de l’image impossible', error);
      notifyError(error, 'Impossible de supprimer l’image');
    },
  });
}
