// The HTML entry. A prerendered page is painted before any application code is fetched: on a
// phone's connection the scripts would otherwise share the bandwidth with the stylesheet and the
// font the first paint needs. The app (main.tsx) then hydrates what is already on screen.
import '@fontsource-variable/inter/index.css';
import './index.css';
import { captureEarlyClicks } from './app/early-clicks';
import { earlyRequests } from './app/early-requests';

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

/** Fallback for a first paint the browser never reports (a tab hidden meanwhile, say). */
const FIRST_PAINT_LIMIT_MS = 1000;

/**
 * Once the first paint is on screen. requestAnimationFrame only tells that a frame is being
 * produced: rasterising and presenting it comes later, and scripts requested in between still
 * compete with it. Browsers that do not report paints get the frame after the next one.
 */
function afterFirstPaint(callback: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) run();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, FIRST_PAINT_LIMIT_MS);
}

/** The app never waits longer than this for a page's early requests (a slow or hanging API). */
const EARLY_REQUESTS_LIMIT_MS = 3000;

const prerendered = document.getElementById('root')?.hasChildNodes();
const early = earlyRequests[window.location.pathname];
if (prerendered) captureEarlyClicks();
if (!prerendered || document.visibilityState !== 'visible') {
  // Nothing to paint first (the admin shell), or a tab opened in the background, which paints nothing.
  start();
} else if (early) {
  const limit = new Promise((resolve) => setTimeout(resolve, EARLY_REQUESTS_LIMIT_MS));
  // A failed early request is reported by the page itself, whose query takes it over.
  void Promise.race([early(), limit])
    .catch(() => undefined)
    .finally(() => afterFirstPaint(start));
} else {
  afterFirstPaint(start);
}
