/** Query keys of the hero slides. */
export const heroSlideKeys = {
  all: ['hero-slides'] as const,
  live: () => [...heroSlideKeys.all, 'live'] as const,
};
