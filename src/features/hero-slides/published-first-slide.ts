import { slideImage, type SlideImage } from './slide-image';
import { liveSlides, localIsoDate, type HeroSlide } from './slide-window';

/** The image of the first slide live on `today`, if it is an image with a safe address. */
export function firstSlideImage(rows: readonly HeroSlide[], today: string = localIsoDate()): SlideImage | undefined {
  const [first] = liveSlides(rows, today);
  return first?.media_type === 'image' ? slideImage(first) : undefined;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The home page's largest element is the first slide's image. The prerendered page carries the one
 * live at the build or the last publication (hero-seed.tsx), and this tag in its head lets the
 * preload scanner fetch it with the HTML: the only high-priority image of the page. With sizes made
 * at upload, the tag carries the same srcset and sizes as the image, so the file preloaded is the
 * one the image picks.
 */
export function firstSlidePreload(image: SlideImage | undefined): string {
  if (!image) return '';
  const responsive =
    image.srcSet && image.sizes
      ? ` imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${escapeAttribute(image.sizes)}"`
      : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(image.src)}"${responsive} fetchpriority="high">`;
}
