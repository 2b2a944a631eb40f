/**
 * Where a product image's files live in storage, shared by the back-office (which writes and
 * deletes them) and the catalogue (which builds srcset from them). The SQL side is
 * private.product_image_variant in supabase/migrations/20261126000100_product_media.sql.
 *
 * Original: {product id}/{image id}.{jpg|png|webp|avif}; sizes made at upload beside it:
 * {product id}/{image id}-{width}w.webp, for each width smaller than the original.
 */
export const PRODUCT_IMAGE_BUCKET = 'product-images';

/** The widths made at upload: a card on a phone (480) and a card or gallery on a wide screen (960). */
export const PRODUCT_IMAGE_WIDTHS = [480, 960] as const;

export function variantPath(path: string, width: number): string {
  return `${path.replace(/\.[a-z]+$/, '')}-${width}w.webp`;
}

/** Every file of one image: the original, then its sizes. */
export function imageFiles(image: { path: string; variant_widths: readonly number[] }): string[] {
  return [image.path, ...image.variant_widths.map((width) => variantPath(image.path, width))];
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  variant_widths: readonly number[];
}

/** The `srcset` of a stored image: its sizes by width, then the original at its own width. */
export function imageSrcSet(image: StoredImage): string {
  const sizes = [...image.variant_widths]
    .sort((a, b) => a - b)
    .map((width) => `${variantPath(image.url, width)} ${width}w`);
  return [...sizes, `${image.url} ${image.width}w`].join(', ');
}
