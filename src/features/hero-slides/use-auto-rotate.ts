import { useCallback, useEffect, useState } from 'react';

/** Spec §9: the hero changes slide every 5 seconds. */
export const HERO_INTERVAL_MS = 5000;

/**
 * The selected index of a looping slideshow. While `running`, it moves to the next item
 * `interval` ms after each change (so a manual move restarts the wait), wrapping to 0 after the last.
 */
export function useAutoRotate(
  count: number,
  { running, interval = HERO_INTERVAL_MS }: { running: boolean; interval?: number },
) {
  const [selected, setSelected] = useState(0);
  const index = count > 0 ? Math.min(selected, count - 1) : 0;

  const goTo = useCallback((next: number) => setSelected(count > 0 ? ((next % count) + count) % count : 0), [count]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(
      () => setSelected((current) => (Math.min(current, count - 1) + 1) % count),
      interval,
    );
    return () => window.clearTimeout(timer);
  }, [running, count, interval, index]);

  return { index, goTo, next, previous };
}
