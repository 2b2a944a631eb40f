// Inter, the brand font, without ever moving text that is already on screen. A prerendered page
// paints in « Inter Fallback » (src/index.css: Arial at Inter's metrics); swapping Inter in later
// still rewraps long paragraphs (Lighthouse: CLS 0.008 on /leasing), and fetching it before the
// first paint costs a phone's connection 48 KB the paint does not need. So:
// Kept free of React: the entry (src/boot.ts) imports it.
// - a first visit keeps the fallback on the page it landed on, and fetches Inter once that page is
//   painted; the next page shown (a client-side navigation, where the content changes anyway) uses it;
// - a browser that already holds the font gets it from the first paint, with font-display: optional
//   (used only if it is there at once, never swapped in late).
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';

/** The two subsets French copy and names can need, with @fontsource-variable/inter's unicode ranges; other scripts use the fallback. */
const subsets = [
  {
    url: latin,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExt,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

/** Set once this browser has fetched the font: the next full page load may use it from its first paint. */
const FETCHED_KEY = 'visiolease:inter-fetched';

const supported = () => typeof FontFace !== 'undefined' && typeof document !== 'undefined' && 'fonts' in document;

function remember(): boolean {
  try {
    return localStorage.getItem(FETCHED_KEY) === '1';
  } catch {
    return false; // Storage disabled: behave as a first visit.
  }
}

function createFaces(display: FontDisplay): FontFace[] {
  return subsets.map(
    ({ url, unicodeRange }) =>
      new FontFace('Inter Variable', `url(${url}) format('woff2')`, { weight: '100 900', display, unicodeRange }),
  );
}

let faces: FontFace[] | null = null;
let applied = false;

/** Inter applies to the document from now on (the faces fetched on idle if they were, at once). */
export function applyWebFont(display: FontDisplay = 'swap') {
  if (applied || !supported()) return;
  applied = true;
  for (const face of (faces ??= createFaces(display))) document.fonts.add(face);
}

/**
 * At the entry: the font this browser already holds applies from the first paint. Only before that
 * paint: a face added to text already on screen would hide it while it loads, then could swap.
 */
export function applyCachedWebFont() {
  const painted = performance.getEntriesByType('paint').length > 0;
  if (remember() && !painted) applyWebFont('optional');
}

/**
 * Once the landing page is painted and idle (the app's download first): fetch the latin subset,
 * the one French copy uses, without applying it.
 */
export function prefetchWebFont() {
  if (applied || !supported()) return;
  const fetchFont = () => {
    faces ??= createFaces('swap');
    faces[0]
      .load()
      .then(() => {
        try {
          localStorage.setItem(FETCHED_KEY, '1');
        } catch {
          /* Storage disabled: the next page load fetches it again. */
        }
      })
      .catch(() => undefined); // Offline or blocked: the metric-matched fallback stays.
  };
  if ('requestIdleCallback' in window) requestIdleCallback(fetchFont, { timeout: 3000 });
  else setTimeout(fetchFont, 1000);
}
