import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation that removed the focused element (a submitted form, a link inside the old
 * page), focus falls back to <body> and the next Tab may leave the page. Like a full page load,
 * the keyboard then starts again from the top of the new page: skip link, then navigation.
 */
export function RouteFocusReset() {
  const { pathname } = useLocation();
  const start = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body) start.current?.focus({ preventScroll: true });
  }, [pathname]);
  return <div ref={start} tabIndex={-1} className="outline-none" />;
}
