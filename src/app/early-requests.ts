import { startHeroSlidesRequest } from '@/features/hero/api/request-hero-slides';

/**
 * Pages whose largest element comes with their data (the home hero's first slide): src/boot.ts
 * runs these before it fetches the app, which would otherwise take the bandwidth and the main
 * thread first. The app starts once they settle. Kept tiny: they ship in every page's entry.
 */
export const earlyRequests: Record<string, () => Promise<unknown>> = {
  '/': startHeroSlidesRequest,
};
