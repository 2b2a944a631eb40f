/** Query keys of the admin carousel. */
export const carouselSlideKeys = {
  all: ['carousel-slides'] as const,
  list: () => [...carouselSlideKeys.all, 'list'] as const,
};

/**
 * The public hero's key prefix (src/features/hero/api/keys.ts: `heroSlideKeys.all`), repeated as a
 * literal so that a write here also refreshes the home page's slides without importing that feature.
 */
export const HERO_SLIDES_KEY_PREFIX = ['hero-slides'] as const;
