import type { Tables } from '@/lib/db';

export type HeroSlide = Tables<'hero_carousel_slides'>;

type SlideWindow = Pick<HeroSlide, 'start_date' | 'end_date'> & { active?: boolean };

/** Today as 'YYYY-MM-DD' in the visitor's time zone, to compare with the slides' date columns. */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * Spec §4: an active slide is visible; when dates are set, only between them (both days included).
 * Dates are compared as ISO strings, so a timestamp such as '2026-05-01T00:00:00' counts as its day.
 */
export function isSlideLive(slide: SlideWindow, today: string = localIsoDate()): boolean {
  if (slide.active === false) return false;
  const start = slide.start_date?.slice(0, 10);
  const end = slide.end_date?.slice(0, 10);
  return (!start || start <= today) && (!end || end >= today);
}

/** The slides to show today, in their given order. */
export function liveSlides<T extends SlideWindow>(slides: readonly T[], today: string = localIsoDate()): T[] {
  return slides.filter((slide) => isSlideLive(slide, today));
}
