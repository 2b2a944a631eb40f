// The HTML entry. A prerendered page is painted before any application code is fetched: on a
// phone's connection the scripts would otherwise share the bandwidth with the stylesheet and the
// font the first paint needs. The app (main.tsx) then hydrates what is already on screen.
import '@fontsource-variable/inter/index.css';
import './index.css';

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

const prerendered = document.getElementById('root')?.hasChildNodes();
// requestAnimationFrame runs just before the first paint and the timeout right after it; a tab
// opened in the background paints nothing, so it starts at once.
if (prerendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
