// The Deno layer's stack: the real-PostgreSQL layer's setup on ports of its own, its functions
// served by Deno (STACK_FUNCTIONS_RUNTIME=deno), and the secrets hosted would hold for them.
import { DEPLOY_HOOK_SECRET, deployHookUrl } from '../../support/global-setup.ts';
import { REAL_STACK_ENV } from '../../support/real-stack-env.ts';

export const DENO_PG_PORT = 31632;
const API_PORT = '31621';

/** generate-carousel-image's provider: the fake image API the tests play beside the API port. */
export const IMAGE_API = { port: Number(API_PORT) + 8, key: 'sk-test-fake-image-key-deno-0123456789' };

export const DENO_STACK_ENV = {
  ...REAL_STACK_ENV,
  STACK_DATA_DIR: '.local-stack/test-deno',
  STACK_API_PORT: API_PORT,
  STACK_DB_PORT: String(DENO_PG_PORT),
  STACK_MAIL_PORT: '31624',
  STACK_SMTP_PORT: '31625',
  STACK_DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${DENO_PG_PORT}/postgres`,
  STACK_FUNCTIONS_RUNTIME: 'deno',
  SITE_DEPLOY_HOOK_URL: deployHookUrl(API_PORT),
  SITE_DEPLOY_HOOK_SECRET: DEPLOY_HOOK_SECRET,
  IMAGE_API_KEY: IMAGE_API.key,
  IMAGE_API_BASE_URL: `http://127.0.0.1:${IMAGE_API.port}/v1`,
  IMAGE_API_MODEL: 'fake-image-model',
};
