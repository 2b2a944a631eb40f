import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { applyWebFont } from './web-font';

/** The first client-side navigation brings Inter in with the new page's content (src/app/web-font.ts). */
export function WebFontAfterNavigation() {
  const { pathname } = useLocation();
  const landing = useRef(pathname);
  useEffect(() => {
    if (pathname !== landing.current) applyWebFont();
  }, [pathname]);
  return null;
}
