import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/vite-chunk-modules';

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModules()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { manifest: true, sourcemap: false, target: 'es2022' },
});
