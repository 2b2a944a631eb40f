import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/route-table';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html.');

await preloadRoute(window.location.pathname);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages arrive with markup to hydrate; the admin area starts empty.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
