// Postgres wire protocol on STACK_DB_PORT (psql, the type generator) through
// pglite-socket, fenced off from HTTP transactions by the session gate.
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { SessionGate } from './gate';

/** Message types after which a socket client is between statements (if not inside BEGIN … COMMIT). */
const BOUNDARY_TYPES = new Set([
  0x53, // Sync
  0x51, // simple Query
  0x58, // Terminate
  0x70, // password / SASL response
  0x00, // startup packet (no type byte: starts with the length)
]);

/**
 * pglite-socket queues each protocol message with db.runExclusive(), which
 * only takes PGlite's query lock. An HTTP request's transaction() releases
 * that lock between its statements, so without this wrapper a psql statement
 * could run inside an HTTP request's transaction (under its role), or an HTTP
 * request inside a psql BEGIN. The wrapper makes the socket side hold the
 * session gate from its first message until it is back at a statement
 * boundary outside any transaction.
 */
function gatedDb(db: PGlite, gate: SessionGate): PGlite {
  let release: (() => void) | null = null;
  let lastType = -1;
  let idleTimer: NodeJS.Timeout | undefined;

  const settle = () => {
    clearTimeout(idleTimer);
    if (!release) return;
    if (!db.isInTransaction() && BOUNDARY_TYPES.has(lastType)) {
      const r = release;
      release = null;
      r();
      return;
    }
    // A client that stops mid extended-query (Parse without Sync) must not block HTTP forever.
    if (!db.isInTransaction()) {
      idleTimer = setTimeout(() => {
        if (release && !db.isInTransaction()) {
          const r = release;
          release = null;
          r();
        }
      }, 5000);
      idleTimer.unref();
    }
  };

  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'runExclusive') {
        return async <T>(fn: () => Promise<T>): Promise<T> => {
          clearTimeout(idleTimer);
          if (!release) release = await gate.acquire();
          try {
            return await target.runExclusive(fn);
          } finally {
            settle();
          }
        };
      }
      if (prop === 'execProtocolRawStream') {
        return (message: Uint8Array, options?: unknown) => {
          lastType = message[0] ?? -1;
          return (target.execProtocolRawStream as (m: Uint8Array, o?: unknown) => Promise<void>)(message, options);
        };
      }
      if (prop === 'isInTransaction') {
        // Only the socket side's own transaction should make the queue wait for one client.
        return () => release !== null && target.isInTransaction();
      }
      if (prop === 'exec') {
        // Used by pglite-socket to roll back a disconnected client's open transaction.
        return async (sql: string) => {
          // HTTP work cannot be mid-transaction here: it needs the gate, which the socket side holds.
          try {
            return await target.exec(sql);
          } finally {
            lastType = 0x51;
            settle();
          }
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function startPgSocket(
  db: PGlite,
  gate: SessionGate,
  host: string,
  port: number,
): Promise<PGLiteSocketServer> {
  const server = new PGLiteSocketServer({ db: gatedDb(db, gate), host, port, maxConnections: 16 });
  await server.start();
  return server;
}
