import { createContext, useContext, type ReactNode } from 'react';
import type { SeoOverride } from '../build-page-meta';

/**
 * The published SEO row a page was prerendered with. The prerenderer renders the page with it
 * (SeoSeedProvider), so its title, description and h1 are in the HTML crawlers read, and writes
 * it into the page (a JSON block, never executed); in the browser the first render starts from
 * the same row, so hydration finds exactly the prerendered h1. The live row is fetched after.
 */
export interface SeoSeed {
  path: string;
  override: SeoOverride | null;
}

export const SEO_SEED_ELEMENT_ID = 'seo-seed';

const SeoSeedContext = createContext<SeoSeed | null>(null);

/** Build time: the row of the page being rendered. */
export function SeoSeedProvider({ seed, children }: { seed: SeoSeed | null; children: ReactNode }) {
  return <SeoSeedContext.Provider value={seed}>{children}</SeoSeedContext.Provider>;
}

let pageSeed: SeoSeed | null | undefined;

function documentSeed(): SeoSeed | null {
  if (pageSeed !== undefined) return pageSeed;
  pageSeed = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(SEO_SEED_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      pageSeed = JSON.parse(text) as SeoSeed;
    } catch (error) {
      console.error('Données SEO illisibles dans la page', error);
    }
  }
  return pageSeed;
}

/** The row `path` was prerendered with (null: none published then); undefined when not prerendered. */
export function useSeoSeed(path: string): SeoOverride | null | undefined {
  const seed = useContext(SeoSeedContext) ?? documentSeed();
  return seed && seed.path === path ? seed.override : undefined;
}
