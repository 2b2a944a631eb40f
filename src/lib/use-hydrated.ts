import { useEffect, useState } from 'react';

/**
 * False during the prerender and the first client render, true right after: parts that the
 * prerendered HTML must not contain (lazy chunks, browser-only state) mount on the switch,
 * so hydration always matches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
