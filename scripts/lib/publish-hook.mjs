// « Publier » on the local preview: what a hosting's deploy hook does, done here. The stack's
// publish-site function POSTs to /__publish with a per-run secret; the pages are prerendered
// again from the database's current rows on the same build, then the hook answers { pages }.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildMetaDir } from './build-meta.mjs';

export const PUBLISH_HOOK_PATH = '/__publish';

/** scripts/prerender.ts on `outDir`, against the API in `env`. */
export function prerender(outDir, env) {
  return new Promise((resolve, reject) => {
    spawn('npx', ['tsx', 'scripts/prerender.ts', outDir], { stdio: 'inherit', env: { ...process.env, ...env } }).on(
      'exit',
      (code) => (code === 0 ? resolve(undefined) : reject(new Error(`le prérendu s’est arrêté (code ${code})`))),
    );
  });
}

function answer(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * The hook, as a request interceptor for scripts/serve-dist.mjs, and the environment the stack
 * needs to call it (the publish-site function reads SITE_DEPLOY_HOOK_URL and _SECRET).
 */
export function createPublishHook({ outDir, previewPort, env }) {
  const secret = randomBytes(24).toString('hex');
  // One prerender at a time: a publication asked during another one waits, then reads newer rows.
  let queue = Promise.resolve();
  const intercept = (request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== PUBLISH_HOOK_PATH) return false;
    if (request.method !== 'POST') {
      answer(response, 405, { error: 'Méthode non autorisée : utilisez POST.' });
    } else if (request.headers.authorization !== `Bearer ${secret}`) {
      answer(response, 401, { error: 'Jeton de publication invalide.' });
    } else {
      const run = queue.then(() => prerender(outDir, env));
      queue = run.catch(() => undefined);
      run.then(
        () => {
          const pages = JSON.parse(fs.readFileSync(path.join(buildMetaDir(outDir), 'prerendered.json'), 'utf8')).length;
          answer(response, 200, { pages });
        },
        (error) => answer(response, 500, { error: `Publication impossible : ${error.message}` }),
      );
    }
    request.resume();
    return true;
  };
  const stackEnv = {
    SITE_DEPLOY_HOOK_URL: `http://127.0.0.1:${previewPort}${PUBLISH_HOOK_PATH}`,
    SITE_DEPLOY_HOOK_SECRET: secret,
  };
  return { intercept, stackEnv };
}
