import { safeUrl } from '@/lib/safe-url';
import { liveSlides, localIsoDate, type HeroSlide } from './slide-window';

/** The image of the first slide live on `today`, if it is an image with a safe address. */
export function firstSlideImage(rows: readonly HeroSlide[], today: string = localIsoDate()): string | undefined {
  const [first] = liveSlides(rows, today);
  return first?.media_type === 'image' ? safeUrl(first.image_url) : undefined;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The home page's largest element is the first slide's image. The prerendered page carries the one
 * live at the build or the last publication (hero-seed.tsx), and this tag in its head lets the
 * preload scanner fetch it with the HTML: the only high-priority image of the page. Slides are a
 * single file each (no sizes are made at upload), so there is no srcset to offer.
 */
export function firstSlidePreload(image: string | undefined): string {
  return image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">` : '';
}
