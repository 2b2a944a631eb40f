// `npm run dev`: the local Supabase stack and Vite together; Ctrl-C stops both.
import { execFileSync } from 'node:child_process';
import { startProcess, superviseChildren, waitForPort } from './lib/processes.mjs';

// The documentation PDFs are generated, not committed: Vite serves them from public/documents/.
execFileSync('npx', ['tsx', 'scripts/build-documents.ts', 'public'], { stdio: 'inherit' });

const apiPort = Number(process.env.STACK_API_PORT ?? 54321);
const stack = startProcess('stack', 'npx', ['tsx', 'supabase/local/cli.ts', 'start']);
const stopAll = superviseChildren([stack]);

try {
  await waitForPort(apiPort, { child: stack, timeoutMs: 120_000 });
} catch (error) {
  console.error(`La pile locale n'a pas démarré : ${error.message}`);
  stopAll(1);
}
const vite = startProcess('vite', 'npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
  env: { VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}` },
});
superviseChildren([vite]);
await waitForPort(5173, { child: vite });
console.log(`
  VisioLease est prêt.
  ➜ Application   http://127.0.0.1:5173
  ➜ API Supabase  http://127.0.0.1:${apiPort}
  ➜ Back-office   http://127.0.0.1:5173/admin  (admin@example.com / admin123456)
  Ctrl-C pour tout arrêter.
`);
