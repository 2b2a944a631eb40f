import { defineConfig, devices } from '@playwright/test';
import { e2eStack } from './e2e/support/stack-env';

/**
 * Specs that read or change what the whole database or site holds, so that no other spec may run
 * beside them: counts over every row (orders, leads, SEO pages, the home's catalogue and slides),
 * the site published again, a campaign sent to every qualified lead, links to every product.
 * They run one at a time, after the others (docs/testing.md, « End-to-end in parallel »).
 */
const serialSpecs = [
  'admin-campaigns', // sends to every qualified lead; counts their e-mails
  'admin-carousel', // a slide first in the hero, the site published with it
  'admin-leads', // counts the won leads
  'admin-lists', // the cheapest product; one user matching a search
  'admin-marketing', // counts every lead, order and campaign
  'admin-orders', // counts every order; exports every pending one
  'admin-seo', // counts every SEO page; sets the seeded /leasing row aside
  'billing', // the company's settings; the day's invoicing job, as the nightly one runs
  'home', // the exact list of active products and slides
  'public-links', // every link of the home, products created by others included
  'site-publishing', // publishes the site again, changes the sitemap and /faq
].map((name) => `${name}.spec.ts`);

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * E2E_WORKERS=2 (npm test, npm run test:e2e): the specs that keep to their own rows run on two
 * workers, a spec's tests in order in one worker; then the serial specs, one at a time. Without
 * it (a spec or two run by hand), one worker and no phases: a serial spec named alone does not
 * bring the whole parallel phase with it, as a project dependency would.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
const projects =
  workers > 1
    ? [
        { name: 'parallel', testIgnore: serialSpecs, use: chromium },
        { name: 'serial', testMatch: serialSpecs, workers: 1, dependencies: ['parallel'], use: chromium },
      ]
    : [{ name: 'chromium', use: chromium }];

/**
 * End-to-end tests: the production build served with the local stack on their own ports and
 * data dir (freshly reset), driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eStack.appUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects,
  webServer: {
    command: 'node scripts/preview-local.mjs',
    url: `${e2eStack.appUrl}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      STACK_API_PORT: String(e2eStack.apiPort),
      STACK_DB_PORT: String(e2eStack.dbPort),
      STACK_MAIL_PORT: String(e2eStack.mailPort),
      STACK_SMTP_PORT: String(e2eStack.smtpPort),
      // Links in e-mails point at the app under test.
      STACK_SITE_URL: e2eStack.appUrl,
      STACK_DATA_DIR: process.env.E2E_DATA_DIR ?? '.local-stack/e2e',
      STACK_RESET: '1',
      STACK_AUTH_MAX_FAILURES: '50',
      PREVIEW_PORT: String(e2eStack.appPort),
      PREVIEW_OUT_DIR: process.env.E2E_OUT_DIR ?? 'dist-e2e',
    },
  },
});
