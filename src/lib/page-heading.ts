import { createContext, useContext } from 'react';

/**
 * The h1 staff set for the current public page (seo_content.h1, published), or null. Provided by
 * the public layout; read by whatever renders the page's one h1, so the override is what visitors
 * see without the page components knowing about SEO rows.
 */
export const PageHeadingContext = createContext<string | null>(null);

/** The page's h1: the published override when there is one, else the page's own text. */
export function usePageHeading(ownText: string): string {
  return useContext(PageHeadingContext) ?? ownText;
}
