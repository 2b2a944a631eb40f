import { NoRowError, unwrap, unwrapOne } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { useImageMutation } from './image-mutation';

/**
 * The small edits of an image, each one call: its alt text, the main image, the order
 * (the last two are RPCs so the product never has two main images or a half-applied order).
 */
export type ImageEdit =
  | { kind: 'alt'; id: string; alt: string }
  | { kind: 'main'; id: string }
  | { kind: 'order'; productId: string; orderedIds: string[] };

const refused = 'La modification n’a pas été enregistrée (introuvable ou droits insuffisants).';

export async function updateProductImage(edit: ImageEdit): Promise<void> {
  const supabase = await getSupabase();
  if (edit.kind === 'alt') {
    unwrapOne(await supabase.from('product_images').update({ alt: edit.alt }).eq('id', edit.id).select('id'), refused);
    return;
  }
  const changed =
    edit.kind === 'main'
      ? unwrap(await supabase.rpc('set_main_product_image', { image_id: edit.id }))
      : unwrap(await supabase.rpc('reorder_product_images', { product: edit.productId, ordered_ids: edit.orderedIds }));
  // Under a reader's rights the functions touch nothing: 0 rows, not an error.
  if (edit.kind === 'main' && changed === 0) throw new NoRowError(refused);
}

const successMessages: Record<ImageEdit['kind'], string> = {
  alt: 'Texte alternatif enregistré',
  main: 'Image principale choisie',
  order: 'Ordre des images enregistré',
};

export function useUpdateProductImage() {
  return useImageMutation(updateProductImage, {
    success: (edit) => successMessages[edit.kind],
    failure: 'Impossible de modifier l’image',
  });
}
