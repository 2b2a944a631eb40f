// The HTML entry. A prerendered page is painted before any application code or web font is
// fetched: on a phone's connection they would otherwise share the bandwidth with the stylesheet and
// the image the first paint needs. The app (main.tsx) then hydrates what is already on screen.
import './index.css';
import { captureEarlyClicks } from './app/early-clicks';
import { earlyRequests } from './app/early-requests';
import { applyCachedWebFont, applyWebFont, prefetchWebFont } from './app/web-font';

/** Modules of this page that the prerenderer listed (scripts/prerender.ts), fetched together. */
function preloadPageModules() {
  const list = document.getElementById('page-modules')?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}

function start() {
  preloadPageModules();
  void import('./main');
}

/** Fallback for a paint the browser never reports (a tab hidden meanwhile, say), or an image that takes long. */
const FIRST_PAINT_LIMIT_MS = 1000;
const LARGEST_IMAGE_LIMIT_MS = 2500;

/**
 * Observes paint entries of `type` until `done(entry)` holds, then runs `callback` once, or after
 * `limit` ms. Browsers that do not report them get the frame after the next one.
 */
function afterPaintEntry(
  type: 'paint' | 'largest-contentful-paint',
  done: (entry: PerformanceEntry) => boolean,
  limit: number,
  callback: () => void,
) {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  let settled = false;
  const run = () => {
    if (settled) return;
    settled = true;
    observer.disconnect();
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(done)) run();
  });
  observer.observe({ type, buffered: true });
  setTimeout(run, limit);
}

/**
 * Once the page's largest element is on screen. requestAnimationFrame only tells that a frame is
 * being produced: rasterising and presenting it comes later, and scripts requested in between still
 * compete with it. A prerendered page whose largest element is an image (the home hero's first
 * slide, a product's main picture: the one image at high priority) waits for that image's paint,
 * so the app's download does not share a phone's bandwidth with it; any other waits for its first
 * contentful paint.
 */
function afterLargestPaint(callback: () => void) {
  const image = document.querySelector('img[fetchpriority="high"]');
  if (image) {
    const painted = (entry: PerformanceEntry) => (entry as PerformanceEntry & { element?: Element }).element === image;
    afterPaintEntry('largest-contentful-paint', painted, LARGEST_IMAGE_LIMIT_MS, callback);
  } else {
    const painted = (entry: PerformanceEntry) => entry.name === 'first-contentful-paint';
    afterPaintEntry('paint', painted, FIRST_PAINT_LIMIT_MS, callback);
  }
}

const prerendered = document.getElementById('root')?.hasChildNodes();
const early = earlyRequests[window.location.pathname];
applyCachedWebFont();
if (prerendered) captureEarlyClicks();
if (!prerendered || document.visibilityState !== 'visible') {
  // Nothing to paint first (the admin shell), or a tab opened in the background, which paints nothing.
  applyWebFont();
  start();
} else {
  afterLargestPaint(() => {
    // The page's own request (the home hero's slides) first, the app alongside: the app no longer
    // waits for it. A failed early request is reported by the page itself, whose query takes it over.
    early?.().catch(() => undefined);
    start();
    prefetchWebFont();
  });
}
