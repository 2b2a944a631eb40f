import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time: a double click, or Enter pressed while the first save runs, sends
 * nothing more. A ref, not the state, decides, since both clicks land before React re-renders.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  /** Takes the slot, or null when a submission already runs; call the release when it ends. */
  const begin = useCallback((): (() => void) | null => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    return () => {
      inFlight.current = false;
      setPending(false);
    };
  }, []);
  const run = useCallback(
    async (task: () => Promise<void>): Promise<void> => {
      const release = begin();
      if (!release) return;
      try {
        await task();
      } finally {
        release();
      }
    },
    [begin],
  );
  const isBusy = useCallback(() => inFlight.current, []);
  return { run, begin, pending, isBusy };
}
