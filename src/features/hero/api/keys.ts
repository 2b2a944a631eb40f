import { queryRoots } from '@/lib/query-keys';
/** Query keys of the hero slides. */
export const heroSlideKeys = {
  all: queryRoots.heroSlides,
  live: () => [...heroSlideKeys.all, 'live'] as const,
};
