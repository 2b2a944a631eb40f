import { imageRejections as sharedRejections } from '@/lib/image-type';
import { widthsBelow } from '@/lib/image-variants';
import { PRODUCT_IMAGE_WIDTHS } from '@/lib/product-image-files';

/**
 * The browser's half of the product-images bucket's rules
 * (supabase/schemas/storage.sql): the same four types and 5 MB, and,
 * since a file's name and declared type are only claims, its first bytes must say it is one of them.
 */
export {
  acceptedImages,
  extensionOf,
  imageFileProblem,
  MAX_IMAGE_BYTES,
  readImageType,
  SNIFF_BYTES,
  sniffImageType,
  type ImageType,
} from '@/lib/image-type';

export const imageRejections = {
  ...sharedRejections,
  tooMany: 'Un seul fichier à la fois.',
  unreadable: 'Cette image est illisible ou endommagée.',
} as const;

/** The sizes made for an image `width` pixels wide: each standard width it is wider than. */
export function variantWidthsFor(width: number): number[] {
  return widthsBelow(PRODUCT_IMAGE_WIDTHS, width);
}

export { scaledHeight } from '@/lib/image-variants';
