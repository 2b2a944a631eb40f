import { queryRoots } from '@/lib/query-keys';
/** Query keys of the admin carousel. */
export const carouselSlideKeys = {
  all: queryRoots.carouselSlides,
  list: () => [...carouselSlideKeys.all, 'list'] as const,
};

/** The public hero's slides: a write here refreshes the home page too. */
export const HERO_SLIDES_KEY_PREFIX = queryRoots.heroSlides;
