import { startTransition, StrictMode } from 'react';
import { App } from '@/app/app';
import { replayEarlyClick } from '@/app/early-clicks';
import { preloadRoute } from '@/app/route-table';
import { cn } from '@/lib/utils';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html.');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The visit's landing page, referrer and UTM parameters, read before anything can change the
// address; the module that keeps them loads apart, so no page's first load grows.
const landing = { href: window.location.href, referrer: document.referrer };
void import('@/app/attribution').then(({ startAttribution }) => startAttribution(landing));
await preloadRoute(window.location.pathname);
// Each in a task of its own, so that no single task blocks a slow phone for long: the modules'
// evaluation above, tailwind-merge's class map (built on its first call), React DOM's evaluation
// (the largest module: already downloaded with the framework chunk, evaluated apart), then
// hydration's slices.
await nextTask();
cn('p-0');
await nextTask();
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages arrive with markup to hydrate; the admin area starts empty.
if (container.hasChildNodes()) {
  startTransition(() => void hydrateRoot(container, app));
  replayEarlyClick();
} else createRoot(container).render(app);
