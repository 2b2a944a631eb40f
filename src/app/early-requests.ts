import { startHeroSlidesRequest } from '@/features/hero-slides/api/request-hero-slides';

/**
 * Pages whose first data the entry asks for itself (the home hero's slides): src/boot.ts starts
 * these once the page's largest element is painted, together with the app, whose query then takes
 * the response over instead of asking again. Kept tiny: they ship in every page's entry.
 */
export const earlyRequests: Record<string, () => Promise<unknown>> = {
  '/': startHeroSlidesRequest,
};
