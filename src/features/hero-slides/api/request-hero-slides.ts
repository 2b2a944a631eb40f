import { env } from '@/config/env';
import { safeUrl } from '@/lib/safe-url';
import { liveSlides, type HeroSlide } from '../slide-window';

/**
 * Spec §7: active slides, all fields, ordered by order_position ascending. The request supabase-js
 * sends for this read, as a plain fetch: it runs in the page's first script (src/boot.ts), before
 * any client library is loaded. Failures throw PostgREST's error with its HTTP status, as `unwrap` does.
 */
async function fetchHeroSlides(): Promise<HeroSlide[]> {
  const key = env.VITE_SUPABASE_ANON_KEY;
  const response = await fetch(
    `${env.VITE_SUPABASE_URL}/rest/v1/hero_carousel_slides?select=*&active=eq.true&order=order_position.asc`,
    { headers: { apikey: key, Authorization: `Bearer ${key}`, 'Accept-Profile': 'public' } },
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
    throw Object.assign(new Error(message), body, { status: response.status });
  }
  return body as HeroSlide[];
}

/**
 * The hero backdrop's layer for the first image (hero-backdrop.tsx), under the slides. Its style is
 * set here, outside React, which never renders a style on it; only that element is restyled.
 */
const firstImageLayer = () => document.querySelector<HTMLElement>('[data-hero-first-image]');

/** Back to the plain gradient when no slide is live any more (a later refetch, spec §4). */
export function clearFirstImage() {
  firstImageLayer()?.style.removeProperty('background-image');
}

/**
 * The first live slide's image, shown as the hero's background over the published one as soon as
 * the slides arrive, without waiting for the app. Resolves once it has loaded (or failed, or when
 * there is none).
 */
async function showFirstImage(rows: HeroSlide[]) {
  const [first] = liveSlides(rows);
  // A slide with sizes is left to the hero's <img> and its srcset (slide-image.ts): drawn here, its
  // original would be fetched on top of the size the page preloaded.
  const sized = (first?.image_variant_widths.length ?? 0) > 0;
  const href = first?.media_type === 'image' && !sized ? safeUrl(first.image_url) : undefined;
  if (!href) return;
  // Fetched at high priority by this Image; the background then draws from the same response.
  const image = Object.assign(new Image(), { fetchPriority: 'high' });
  const loaded = new Promise((resolve) => {
    image.onload = resolve;
    image.onerror = resolve;
  });
  image.src = href;
  firstImageLayer()?.style.setProperty('background-image', `url("${href}")`);
  await loaded;
}

let early: Promise<HeroSlide[]> | undefined;

/**
 * Started by src/boot.ts on the home page once it is painted, alongside the app: ~2 KB of code
 * instead of the whole app, so a first slide changed since the publication (the prerendered page
 * shows the published one) is on screen before the app has loaded. Resolves once its image has
 * loaded; the hero's query then takes the response over.
 */
export async function startHeroSlidesRequest(): Promise<void> {
  early ??= fetchHeroSlides();
  await showFirstImage(await early);
}

/** The hero's query: takes over the early request once, then asks the API again on each refetch. */
export function requestHeroSlides(): Promise<HeroSlide[]> {
  const pending = early ?? fetchHeroSlides();
  early = undefined;
  return pending;
}
