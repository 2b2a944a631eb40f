import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertPortFree,
  recentOutput,
  runProcess,
  startProcess,
  stopProcess,
  waitForOutput,
  waitForPort,
  type Child,
} from '../../scripts/lib/processes.mjs';

/** Real child processes (sh), as the dev, preview and bench scripts start theirs. */
const started: Child[] = [];
const sh = (script: string, options: Parameters<typeof startProcess>[3] = {}) => {
  const child = startProcess('test', 'sh', ['-c', script], { echo: 'none', ...options });
  started.push(child);
  return child;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => stopProcess(child, { graceMs: 500 })));
});

describe('the process helpers of the scripts', () => {
  it('keep a quiet child’s last output, and wait for the line that says it is ready', async () => {
    const child = sh('echo starting; echo "warning" >&2; sleep 0.2; echo "Local stack ready"; exec sleep 30');
    const output = await waitForOutput(child, /\bready\b/, { timeoutMs: 5000 });
    expect(output).toContain('Local stack ready');
    expect(recentOutput(child)).toMatch(/starting[\s\S]*warning[\s\S]*Local stack ready/);
  });

  it('say why a child stopped before it was ready, with what it wrote', async () => {
    const child = sh('echo "port déjà pris" >&2; exit 3');
    await expect(waitForOutput(child, /\bready\b/, { timeoutMs: 5000 })).rejects.toThrow(
      /arrêté \(code 3\)[\s\S]*port déjà pris/,
    );
  });

  it('run a command to its end: its output, or its exit code and last lines', async () => {
    await expect(runProcess('ok', 'sh', ['-c', 'echo "cpu 1.25 s"'], { echo: 'none' })).resolves.toBe('cpu 1.25 s\n');
    await expect(
      runProcess('build', 'sh', ['-c', 'echo "erreur de build" >&2; exit 2'], { echo: 'none' }),
    ).rejects.toThrow(/build : sh -c .* s'est arrêté \(code 2\) :\n[\s\S]*erreur de build/);
  });

  it('stop a child that leads its own group with everything it started', async () => {
    const child = sh('sleep 30 & echo "grandchild $!"; wait', { ownGroup: true });
    const line = await waitForOutput(child, /grandchild \d+/, { timeoutMs: 5000 });
    const grandchild = Number(/grandchild (\d+)/.exec(line)?.[1]);
    expect(alive(grandchild)).toBe(true);
    await stopProcess(child);
    await expect.poll(() => alive(grandchild), { timeout: 5000 }).toBe(false);
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
  });

  it('stop a child that ignores SIGTERM once its grace is over', async () => {
    const child = sh('trap "" TERM; echo armed; while :; do sleep 0.1; done');
    await waitForOutput(child, /armed/, { timeoutMs: 5000 });
    await stopProcess(child, { graceMs: 300 });
    expect(child.signalCode).toBe('SIGKILL');
  });

  it('wait for a port to open, and tell a port that is taken', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      await expect(waitForPort(port, { timeoutMs: 2000 })).resolves.toBeUndefined();
      await expect(assertPortFree(port, { hint: 'choisissez-en un autre (BENCH_*_PORT)' })).rejects.toThrow(
        `Le port ${port} est déjà utilisé ; choisissez-en un autre (BENCH_*_PORT).`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await expect(assertPortFree(port)).resolves.toBeUndefined();
    await expect(waitForPort(port, { timeoutMs: 300 })).rejects.toThrow(`port ${port} toujours fermé après 300 ms`);
  });
});
