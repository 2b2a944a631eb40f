import { spawn } from 'node:child_process';
import net from 'node:net';

/** Starts a long-running child; its output is prefixed so two streams stay readable. */
export function startProcess(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    // Same process group as ours: whoever stops us (Ctrl-C, Playwright) stops the children too.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (!quiet || target === process.stderr) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

export function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
}

/** Resolves once something accepts connections on host:port, or rejects after timeoutMs. */
export function waitForPort(port, { host = '127.0.0.1', timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) {
        reject(new Error(`le processus s'est arrêté (code ${child.exitCode}) avant d'ouvrir le port ${port}`));
        return;
      }
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`port ${port} toujours fermé après ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** Stops every child on Ctrl-C or when one of them dies. */
export function superviseChildren(children) {
  const stopAll = (code) => {
    for (const child of children) stopProcess(child);
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) {
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`Un processus s'est arrêté avec le code ${code} ; arrêt de l'ensemble.`);
      stopAll(code ?? 0);
    });
  }
  return stopAll;
}
