/**
 * Smaller sizes of a stored image, made in the browser at upload (image-resize.ts) and stored
 * beside the original: {original without extension}-{width}w.webp. Product images
 * (product-image-files.ts) and hero slides (src/features/hero-slides/media-files.ts) name their
 * files this way; the SQL side of products is private.product_image_variant.
 */
export function variantPath(path: string, width: number): string {
  return `${path.replace(/\.[a-z]+$/, '')}-${width}w.webp`;
}

/** The sizes worth making for an image `width` pixels wide: each of `widths` it is wider than. */
export function widthsBelow(widths: readonly number[], width: number): number[] {
  return widths.filter((w) => width > w);
}

/** The height of a size `targetWidth` wide, keeping the original's proportions. */
export function scaledHeight(width: number, height: number, targetWidth: number): number {
  return Math.max(1, Math.round((height * targetWidth) / width));
}

export interface SizedImage {
  url: string;
  /** The original's width. */
  width: number;
  variant_widths: readonly number[];
}

/** The `srcset` of a stored image: its sizes by width, then the original at its own width. */
export function imageSrcSet<T extends SizedImage>(image: T): string {
  const sizes = [...image.variant_widths]
    .sort((a, b) => a - b)
    .map((width) => `${variantPath(image.url, width)} ${width}w`);
  return [...sizes, `${image.url} ${image.width}w`].join(', ');
}
