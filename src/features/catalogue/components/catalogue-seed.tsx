import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The catalogue rows a prerendered page was built with. The prerenderer renders the page with
 * them (CatalogueSeedProvider) and writes them into the page (a JSON block, never executed); in
 * the browser the same boundary puts them in React Query's cache before its children first
 * render, so hydration finds exactly the prerendered markup. Being build-time rows, they are
 * stale at once: React Query refetches them, and the page follows the database from then on.
 */
export interface CatalogueSeed {
  /** The page the rows are for: elsewhere (after a client-side navigation) they are left alone. */
  path: string;
  queries: { key: QueryKey; data: unknown; updatedAt: number }[];
}

export const CATALOGUE_SEED_ELEMENT_ID = 'catalogue-seed';

const SeedContext = createContext<CatalogueSeed | null>(null);

/** Build time: the seed of the page being rendered. */
export function CatalogueSeedProvider({ seed, children }: { seed: CatalogueSeed | null; children: ReactNode }) {
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
}

let pageSeed: CatalogueSeed | null | undefined;

/** The seed written into the page by the prerenderer, read once. */
function documentSeed(): CatalogueSeed | null {
  if (pageSeed !== undefined) return pageSeed;
  pageSeed = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(CATALOGUE_SEED_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      pageSeed = JSON.parse(text) as CatalogueSeed;
    } catch (error) {
      console.error('Données du catalogue illisibles dans la page', error);
    }
  }
  return pageSeed;
}

/** Wraps the parts of a page that read catalogue queries, so they start from the prerendered rows. */
export function CatalogueSeedBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const seed = useContext(SeedContext) ?? documentSeed();
  if (!seed || seed.path !== pathname) return children;
  return <SeededQueries seed={seed}>{children}</SeededQueries>;
}

function SeededQueries({ seed, children }: { seed: CatalogueSeed; children: ReactNode }) {
  const client = useQueryClient();
  // During render, before the children's queries read the cache (as React Query's own
  // HydrationBoundary does); rows already cached, fresher, are kept.
  useMemo(() => {
    for (const { key, data, updatedAt } of seed.queries) {
      if (client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt });
    }
  }, [client, seed]);
  return children;
}
