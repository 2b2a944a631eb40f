import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export type ParamPatch = Record<string, string | number | null | undefined>;

/**
 * A list's view lives in the query string, so a reload, a shared link and the Back button show
 * the same rows. Changing anything but the page goes back to page 1; typing in the search box
 * replaces the history entry instead of adding one per word.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The browser's path when this list last saw a navigation. A late change (the search box's
  // debounce) after the user opened another screen must not bring them back: while that lazy
  // screen loads, this list is still mounted and has not seen the new location yet.
  const seenPath = useRef<string | null>(null);
  useEffect(() => {
    seenPath.current = window.location.pathname;
  }, [pathname]);
  const patch = useCallback(
    (changes: ParamPatch, { replace = false }: { replace?: boolean } = {}) => {
      if (seenPath.current !== null && window.location.pathname !== seenPath.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return [params, patch] as const;
}

/** The page number in the URL, 1 when absent or malformed. */
export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
