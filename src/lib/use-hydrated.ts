import { startTransition, useEffect, useState } from 'react';

/**
 * False during the prerender and the first client render, true right after: parts that the
 * prerendered HTML must not contain (lazy chunks, browser-only state) mount on the switch,
 * so hydration always matches. The switch is a transition: an urgent update here would make React
 * hydrate every not-yet-hydrated section below in one blocking task instead of in small slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
