import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On navigation, go to the anchor if there is one, else to the top of the new page. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
