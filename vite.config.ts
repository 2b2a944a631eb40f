import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildMetaOutside } from './scripts/lib/build-meta.mjs';
import { chunkModules } from './scripts/vite-chunk-modules';

const frameworkModule =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;
/** What the entry (src/boot.ts) shares with the app: Vite's preload helper and the entry's own helpers. */
const entrySharedModule = /vite[\\/]preload-helper|src[\\/]app[\\/](web-font|early-clicks)\.ts$/;
const pageOnlyQueryModule = /[\\/](useMutation|useMutationState|mutationObserver|useQueries|queriesObserver|streamedQuery)\.js$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModules(), buildMetaOutside()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // modulepreload is a hint: a browser without it (Safari before 17) still fetches each module on import.
    // The polyfill would cost every page's entry for that alone.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by the common-chunk inlining below; the SPA entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        // Chrome's explicit compile hint: the functions of a chunk are compiled while it streams,
        // off the main thread, instead of one by one on their first call during hydration. Added after
        // minification, which would strip the comment.
        postBanner: '//# allFunctionsCalledOnLoad',
        codeSplitting: {
          groups: [
            // One file beside the entry (and the bundler's runtime) instead of two: each file the entry
            // waits for is one more request before the first paint on a phone's connection.
            { name: 'boot', test: (id) => entrySharedModule.test(id), priority: 20 },
            // What every page runs (React, the router, React Query, class helpers): one cacheable file.
            // React Query's mutations and multi-query hooks serve the forms and the back-office only:
            // they go with the pages using them, not into every page's download.
            {
              name: 'framework',
              test: (id) => frameworkModule.test(id) && !pageOnlyQueryModule.test(id),
              priority: 10,
            },
          ],
          // Tiny shared modules (icons, small helpers) are copied into the chunks using them
          // rather than each costing a request.
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
});
