// The one way the project's scripts start, wait for and stop other processes (dev, preview:local,
// the benchmarks): a child's output echoed with its name or kept quiet, its last lines kept for
// the message when it dies, its readiness awaited on a port, a URL or a line it prints.
import { spawn } from 'node:child_process';
import net from 'node:net';

const KEPT_OUTPUT_CHARS = 4000;
const recent = new WeakMap();
const groupLeaders = new WeakSet();

/**
 * Starts a long-running child. Its output is echoed line by line as `[name] …` (`echo`: 'all',
 * 'errors' for stderr only, 'none'); its last 4 000 characters are kept either way (recentOutput).
 * `ownGroup`: the child leads a process group of its own, which stopProcess ends whole (npx and
 * everything it started) — for scripts that start and stop stacks themselves. Otherwise it shares
 * ours, and whoever stops us (Ctrl-C, Playwright) stops it too.
 */
export function startProcess(name, command, args, { env = {}, cwd, echo = 'all', ownGroup = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  if (ownGroup) groupLeaders.add(child);
  recent.set(child, '');
  const follow = (stream, target, echoed) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      recent.set(child, (recent.get(child) + text).slice(-KEPT_OUTPUT_CHARS));
      if (!echoed) return;
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  follow(child.stdout, process.stdout, echo === 'all');
  follow(child.stderr, process.stderr, echo !== 'none');
  return child;
}

/** The last 4 000 characters a child started by startProcess wrote, stdout and stderr mixed. */
export function recentOutput(child) {
  return recent.get(child) ?? '';
}

/**
 * Asks a child to stop (SIGTERM, to its whole group when it has one) and resolves once it has
 * exited; SIGKILL after `graceMs`. The signal leaves at once: a caller about to exit need not wait.
 */
export function stopProcess(child, { graceMs = 10_000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    if (groupLeaders.has(child)) {
      try {
        process.kill(-child.pid, name);
        return;
      } catch {
        // The group is gone: the child alone is left.
      }
    }
    child.kill(name);
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  timer.unref();
  return exited.finally(() => clearTimeout(timer));
}

/** Runs a command to its end; resolves with its last output, rejects with its exit code and last output. */
export function runProcess(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = startProcess(name, command, args, options);
    child.once('error', reject);
    // 'close', not 'exit': the output has been read to its end.
    child.once('close', (code) => {
      if (code === 0) resolve(recentOutput(child));
      else
        reject(
          new Error(`${name} : ${command} ${args.join(' ')} s'est arrêté (code ${code}) :\n${recentOutput(child)}`),
        );
    });
  });
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

/** Resolves once `url` answers 2xx (a server that listens before it can serve), or rejects after timeoutMs. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`le processus s'est arrêté (code ${child.exitCode}) avant que ${url} réponde`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs} ms`);
}

/** Resolves once the child's standard output matches `pattern` (the stack's « ready »), or rejects when it exits or after timeoutMs. */
export function waitForOutput(child, pattern, { timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    let output = '';
    const done = (error) => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(output);
    };
    const onData = (chunk) => {
      output += chunk;
      if (pattern.test(output)) done();
    };
    const onExit = (code) => done(new Error(`arrêté (code ${code}) avant d'être prêt :\n${recentOutput(child)}`));
    const timer = setTimeout(
      () => done(new Error(`pas prêt après ${timeoutMs} ms :\n${recentOutput(child)}`)),
      timeoutMs,
    );
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Rejects when something already listens on host:port (a stale run would answer in our place). */
export function assertPortFree(port, { host = '127.0.0.1', hint = '' } = {}) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Le port ${port} est déjà utilisé${hint ? ` ; ${hint}` : ''}.`)));
    probe.listen(port, host, () => probe.close(() => resolve()));
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
      if (code !== 0 && code !== null)
        console.error(`Un processus s'est arrêté avec le code ${code} ; arrêt de l'ensemble.`);
      stopAll(code ?? 0);
    });
  }
  return stopAll;
}
