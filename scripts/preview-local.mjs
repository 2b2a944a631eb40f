// `npm run preview:local`: build the production bundle pointed at the local stack, then serve it
// on 4173 together with the stack. Ports, data dir and reset are configurable for the e2e run.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startProcess, superviseChildren, waitForPort } from './lib/processes.mjs';
import { createPublishHook, prerender } from './lib/publish-hook.mjs';
import { createServer } from './serve-dist.mjs';

const apiPort = Number(process.env.STACK_API_PORT ?? 54321);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const outDir = process.env.PREVIEW_OUT_DIR ?? 'dist';

if (process.env.PREVIEW_SKIP_BUILD !== '1') {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: apiOrigin },
  });
  execFileSync('npx', ['tsx', 'scripts/build-documents.ts', outDir], { stdio: 'inherit' });
}

// « Publier » in the back-office re-prerenders this build from the database (the hosting's deploy hook, locally).
const apiEnv = { VITE_SUPABASE_URL: apiOrigin };
const publishHook = createPublishHook({ outDir: path.resolve(outDir), previewPort, env: apiEnv });

const stackArgs = ['tsx', 'supabase/local/cli.ts', 'start'];
if (process.env.STACK_RESET === '1') stackArgs.push('--reset');
const stack = startProcess('stack', 'npx', stackArgs, { env: publishHook.stackEnv });
superviseChildren([stack]);
await waitForPort(apiPort, { child: stack, timeoutMs: 120_000 });

// The catalogue's pages are prerendered from the database, so after the stack is up. Spawned, not
// exec'd: the stack's output keeps flowing meanwhile.
if (process.env.PREVIEW_SKIP_BUILD !== '1') await prerender(outDir, apiEnv);

const server = createServer({ root: path.resolve(outDir), extraOrigins: [apiOrigin], intercept: publishHook.intercept });
server.listen(previewPort, '127.0.0.1', () => {
  console.log(`Aperçu de production : http://127.0.0.1:${previewPort} (API ${apiOrigin})`);
});
