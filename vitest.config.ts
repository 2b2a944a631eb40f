import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { DENO_STACK_ENV } from './tests/deno/support/deno-stack-env.ts';
import { REAL_STACK_ENV } from './tests/support/real-stack-env';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Components and screens (*.test.tsx), and logic that needs a browser API (*.dom.test.ts:
          // storage, document, DOMParser), in jsdom with Testing Library.
          name: 'unit',
          environment: 'jsdom',
          include: ['{src,tests/unit}/**/*.test.tsx', '{src,tests/unit}/**/*.dom.test.ts'],
          setupFiles: ['tests/support/setup-dom.ts'],
          css: false,
          // Above the 5 s wait of findBy* (setup-dom.ts), so a slow lazy import fails as a wait, not a timeout.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Logic (*.test.ts) in plain Node: a jsdom window per file cost about half of the unit
          // layer's time (docs/testing.md).
          name: 'unit-node',
          environment: 'node',
          include: ['{src,tests/unit}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.dom.test.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/stack/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          // It builds on a PostgreSQL server of its own: the real-PostgreSQL layer runs it.
          exclude: [...configDefaults.exclude, 'tests/integration/schema-equivalence.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          // The product's integration tests again, on a real PostgreSQL server shaped like hosted
          // Supabase, each API request on a connection that has served nothing before.
          name: 'integration-real',
          environment: 'node',
          // With the bootstrap's comparison with hosted's auth and storage schemas.
          include: ['tests/integration/**/*.test.ts', 'tests/stack/bootstrap-reference.test.ts'],
          globalSetup: ['tests/support/global-setup-real.ts'],
          env: REAL_STACK_ENV,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          // Every edge function served by Deno from its index.ts and deploy bundle, against the
          // stack over the real PostgreSQL server (docs/edge-functions.md). The function files
          // listed from tests/integration call their function only through /functions/v1.
          name: 'deno',
          environment: 'node',
          include: [
            'tests/deno/**/*.test.ts',
            'tests/integration/installation-report.test.ts',
            'tests/integration/report-incident.test.ts',
            'tests/integration/publish-site.test.ts',
            'tests/integration/billing-documents.test.ts',
          ],
          globalSetup: ['tests/deno/support/global-setup.ts'],
          env: DENO_STACK_ENV,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
