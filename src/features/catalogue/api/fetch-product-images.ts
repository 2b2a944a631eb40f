import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { productKeys } from './product-keys';

export type ProductImage = Tables<'product_images'>;

/** A product's images in their order (position, then upload time). */
export async function fetchProductImages(productId: string): Promise<ProductImage[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('product_images')
        .select('*')
        .eq('product_id', productId)
        .order('position', { ascending: true })
        .order('created_at', { ascending: true }),
    ) ?? []
  );
}

export const productImagesQueryOptions = (productId: string) =>
  queryOptions({ queryKey: productKeys.images(productId), queryFn: () => fetchProductImages(productId) });

export function useProductImages(productId: string | undefined) {
  return useQuery({ ...productImagesQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}

/** The image the catalogue shows first: the one marked main, else the first in order. */
export function mainImageOf(images: readonly ProductImage[]): ProductImage | undefined {
  return images.find((image) => image.is_main) ?? images[0];
}
