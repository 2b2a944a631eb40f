import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time: a double click, or Enter pressed while the first save runs, sends
 * nothing more. A ref, not the state, decides, since both clicks land before React re-renders.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  const isBusy = useCallback(() => inFlight.current, []);
  return { run, pending, isBusy };
}
