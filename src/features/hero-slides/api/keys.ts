import { queryRoots } from '@/lib/query-keys';

/** Query keys of the hero slides: the home page's live ones and the back-office's list, under one root. */
export const heroSlideKeys = {
  all: queryRoots.heroSlides,
  live: () => [...heroSlideKeys.all, 'live'] as const,
  list: () => [...heroSlideKeys.all, 'list'] as const,
};
