import { imageSrcSet } from '@/lib/product-image-files';
import { safeUrl } from '@/lib/safe-url';
import type { CatalogImage, CatalogProduct } from './api/catalogue-rows';

/** What an <img> of the catalogue needs: source, responsive sources, intrinsic size and alt text. */
export interface Picture {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/** The artwork's intrinsic size (4:3) for products that only have a typed image URL. */
const ARTWORK = { width: 800, height: 600 };

/** The main image first (the one marked main, else the first in order), then the others in order. */
export function orderedImages(images: readonly CatalogImage[]): CatalogImage[] {
  return [...images].sort(
    (a, b) =>
      Number(b.is_main) - Number(a.is_main) || a.position - b.position || a.created_at.localeCompare(b.created_at),
  );
}

export function pictureOf(image: CatalogImage): Picture {
  return { src: image.url, srcSet: imageSrcSet(image), width: image.width, height: image.height, alt: image.alt };
}

/**
 * Every picture of a product, main first. Without an uploaded image: the typed `image_url`
 * (seeded artwork), described by the product's name; none at all when that URL is unsafe.
 */
export function productPictures(product: Pick<CatalogProduct, 'images' | 'image_url' | 'name'>): Picture[] {
  const images = product.images ?? [];
  if (images.length > 0) return orderedImages(images).map(pictureOf);
  const src = safeUrl(product.image_url);
  return src ? [{ src, alt: product.name, ...ARTWORK }] : [];
}
