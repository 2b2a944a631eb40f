// `deno check` of every function's entrypoint with its own deno.json and lock, two at a time
// (the machine has two cores). The first run fills Deno's cache from the npm registry.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { denoEnv, denoExecutable } from '../../../supabase/local/functions/deno-cli';
import type { FunctionConfig } from '../../../supabase/local/functions/function-config';
import { projectFunctions } from './project-functions';

function check(fn: FunctionConfig, denoDir: string): Promise<string | null> {
  const config = fn.importMap ? ['--config', fn.importMap] : ['--no-config'];
  return new Promise((resolve) => {
    execFile(
      denoExecutable(),
      ['check', '--frozen', ...config, fn.entrypoint],
      { cwd: path.dirname(fn.entrypoint), env: denoEnv(denoDir), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve(error ? `${fn.name}:\n${stdout}${stderr}` : null),
    );
  });
}

/** Resolves to the failures' output, empty when every function type-checks. */
export async function typeCheckFunctions(denoDir: string, concurrency = 2): Promise<string[]> {
  const pending = projectFunctions();
  const failures: string[] = [];
  const worker = async () => {
    for (let fn = pending.shift(); fn; fn = pending.shift()) {
      const failure = await check(fn, denoDir);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}
