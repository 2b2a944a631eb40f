import { defineConfig, devices } from '@playwright/test';
import { e2eStack } from './e2e/support/stack-env';

/**
 * End-to-end tests: the production build served with the local stack on their own ports and
 * data dir (freshly reset), driven in Debian's Chromium. One worker: tests share the database.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
