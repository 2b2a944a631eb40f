import { safeUrl } from '@/lib/safe-url';
import { liveSlides, localIsoDate, type HeroSlide } from './slide-window';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The home page's largest element is the first live slide's image, drawn by src/boot.ts once the
 * slides have arrived (request-hero-slides.ts). This tag, in the prerendered head, lets the preload
 * scanner fetch it with the HTML instead of after the slides' request: the only high-priority image
 * of the page. Slides are a single file each (no sizes are made at upload), so no srcset. Written at
 * each build and publication from the slides live that day; a slide that went live or off since
 * only costs a wasted download, since what the hero shows still comes from the API.
 */
export function firstSlidePreload(rows: readonly HeroSlide[], today: string = localIsoDate()): string {
  const [first] = liveSlides(rows, today);
  const href = first?.media_type === 'image' ? safeUrl(first.image_url) : undefined;
  return href ? `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">` : '';
}
