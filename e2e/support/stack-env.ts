/**
 * Ports of the end-to-end run, apart from `npm run dev` so both can run at once. E2E_* variables
 * move them (and the data dir and build folder in playwright.config.ts) for a second run beside it.
 * Below Linux's ephemeral range, as the integration stacks (tests/support/global-setup.ts).
 */
export const e2eStack = {
  apiPort: Number(process.env.E2E_API_PORT ?? 31331),
  dbPort: Number(process.env.E2E_DB_PORT ?? 31332),
  appPort: Number(process.env.E2E_APP_PORT ?? 4183),
  mailPort: Number(process.env.E2E_MAIL_PORT ?? 31334),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 31335),
  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}`;
  },
  get appUrl() {
    return `http://127.0.0.1:${this.appPort}`;
  },
  /** `postgres` on the run's database (test data the API may not delete, such as kept orders). */
  get dbUrl() {
    return `postgresql://postgres:postgres@127.0.0.1:${this.dbPort}/postgres`;
  },
  /** The run's local inbox (Mailpit's API). */
  get mailUrl() {
    return `http://127.0.0.1:${this.mailPort}`;
  },
};
