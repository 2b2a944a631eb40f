import { variantPath } from './image-variants';

export { imageSrcSet, variantPath } from './image-variants';

/**
 * Where a product image's files live in storage, shared by the back-office (which writes and
 * deletes them) and the catalogue (which builds srcset from them). The SQL side is
 * private.product_image_variant in supabase/schemas/catalogue.sql.
 *
 * Original: {product id}/{image id}.{jpg|png|webp|avif}; sizes made at upload beside it:
 * {product id}/{image id}-{width}w.webp, for each width smaller than the original.
 */
export const PRODUCT_IMAGE_BUCKET = 'product-images';

/** The widths made at upload: a card on a phone (480) and a card or gallery on a wide screen (960). */
export const PRODUCT_IMAGE_WIDTHS = [480, 960] as const;

/** Every file of one image: the original, then its sizes. */
export function imageFiles(image: { path: string; variant_widths: readonly number[] }): string[] {
  return [image.path, ...image.variant_widths.map((width) => variantPath(image.path, width))];
}
