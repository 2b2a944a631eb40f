import { imageSrcSet } from '@/lib/image-variants';
import { safeUrl } from '@/lib/safe-url';
import { HERO_MEDIA_HEIGHT, HERO_MEDIA_WIDTH } from './media-size';
import type { HeroSlide } from './slide-window';

export interface SlideImage {
  src: string;
  /** Only when sizes were made at upload (src/features/hero-slides/api/upload-media.ts). */
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** The hero spans the viewport's width on every screen. */
export const HERO_IMAGE_SIZES = '100vw';

/**
 * The attributes of a slide's image: its safe address and, when the upload made sizes, a srcset
 * so a phone does not fetch the original. The box is the artwork's (media-size.ts), drawn with
 * object-cover whatever the file's proportions; a slide of unknown width (SVG, AI-generated,
 * external URL, older slide) is one file.
 */
export function slideImage(
  slide: Pick<HeroSlide, 'image_url' | 'image_width' | 'image_variant_widths'>,
): SlideImage | undefined {
  const src = safeUrl(slide.image_url);
  if (!src) return undefined;
  const box = { src, width: HERO_MEDIA_WIDTH, height: HERO_MEDIA_HEIGHT };
  if (slide.image_width === null || slide.image_variant_widths.length === 0) return box;
  const srcSet = imageSrcSet({ url: src, width: slide.image_width, variant_widths: slide.image_variant_widths });
  return { ...box, srcSet, sizes: HERO_IMAGE_SIZES };
}
