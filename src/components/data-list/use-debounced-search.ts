import { useEffect, useState } from 'react';

/**
 * A search box whose text updates at once while the query it drives follows 300 ms later,
 * so typing a name sends one request, not one per letter. A new `committed` value (Back
 * button, link) replaces what is in the box.
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    setText(committed);
  }
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => commit(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, commit, delayMs]);
  return [text, setText] as const;
}
