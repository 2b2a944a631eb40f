import { createContext, useContext, type ReactNode } from 'react';

/**
 * The first slide's image as of the build or the last publication (scripts/prerender.ts). The
 * prerendered home page shows it at once, so its largest element paints with the text; the
 * slides then come from the API as before, and the hero follows them (hero-backdrop.tsx).
 */
export interface HeroSeed {
  image: string;
  /** The image's srcset when it has sizes (slide-image.ts); pages published before have none. */
  srcSet?: string;
}

export const HERO_SEED_ELEMENT_ID = 'hero-seed';

const HeroSeedContext = createContext<HeroSeed | null>(null);

/** Build time: the seed of the page being rendered. */
export function HeroSeedProvider({ seed, children }: { seed: HeroSeed | null; children: ReactNode }) {
  return <HeroSeedContext.Provider value={seed}>{children}</HeroSeedContext.Provider>;
}

let pageSeed: HeroSeed | null | undefined;

/** The seed the prerenderer wrote into the page (a JSON block, never executed), read once. */
function documentSeed(): HeroSeed | null {
  if (pageSeed !== undefined) return pageSeed;
  pageSeed = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(HERO_SEED_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      pageSeed = JSON.parse(text) as HeroSeed;
    } catch (error) {
      console.error('Diapositive publiée illisible dans la page', error);
    }
  }
  return pageSeed;
}

export function useHeroSeed(): HeroSeed | null {
  return useContext(HeroSeedContext) ?? documentSeed();
}
