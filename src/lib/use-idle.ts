import { useEffect, useState } from 'react';

/** Runs `callback` once the browser is idle (within `timeout` ms at most); returns a cancel function. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no idle callback: the next task after the current work.
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * False during the prerender, hydration and until the browser is first idle after them, then true:
 * code a page shows only later (the hero's slide engine, the cookie banner) loads then, once the
 * page is painted and interactive, instead of competing with its first load.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
