import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/**
 * Reacts to the URL fragment (on load and on every navigation, even to the same fragment):
 * when `owns(anchor)`, calls `reveal(anchor)` so the component opens what holds it, then,
 * once that is rendered, scrolls to the element and focuses its first button.
 * Runs after hydration only: the prerendered page is the same for every fragment.
 */
export function useRevealAnchor(owns: (anchor: string) => boolean, reveal: (anchor: string) => void) {
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef({ owns, reveal });
  latest.current = { owns, reveal };

  useEffect(() => {
    const anchor = anchorOf(location.hash);
    if (!anchor || !latest.current.owns(anchor)) return;
    latest.current.reveal(anchor);
    setPending(anchor);
  }, [location.hash, location.key]);

  useEffect(() => {
    if (!pending) return;
    const element = document.getElementById(pending);
    element?.scrollIntoView({ block: 'start' });
    element?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    setPending(null);
  }, [pending]);
}
