// The integration suite's second run: the local stack serving a real PostgreSQL server
// shaped like hosted Supabase (supabase/local/real-server), one fresh connection per request.
export const REAL_PG_PORT = 31532;

export const REAL_STACK_ENV = {
  STACK_DATA_DIR: '.local-stack/test-real',
  STACK_API_PORT: '31521',
  STACK_DB_PORT: String(REAL_PG_PORT),
  STACK_MAIL_PORT: '31524',
  STACK_SMTP_PORT: '31525',
  STACK_SCHEDULER: 'off',
  STACK_AUTH_MAX_FAILURES_PER_IP: '10000',
  STACK_DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${REAL_PG_PORT}/postgres`,
  STACK_DB_FRESH_CONNECTIONS: '1',
};
