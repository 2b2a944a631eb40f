// Postgres wire protocol on STACK_DB_PORT (psql, the type generator) through
// pglite-socket, fenced off from HTTP transactions by the session gate.
import type { PGlite } from '@electric-sql/pglite';
import net, { type Socket } from 'node:net';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { SessionGate } from './gate';
import { authenticate } from './pg-auth';

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

/** What stack.ts needs from the socket: a way to stop it. */
export interface PgSocket {
  stop(): Promise<void>;
}

/** The parts of PGLiteSocketServer used to hand it an already authenticated socket. */
interface SocketHandoff {
  active: boolean;
  handleConnection(socket: Socket): Promise<void>;
}

/**
 * Listens itself, authenticates each client with the `postgres` password like
 * `supabase start` (PGlite would accept anyone as a superuser), then hands the
 * socket to pglite-socket and replays the startup packet: PGlite's answer
 * (AuthenticationOk, parameters, ReadyForQuery) ends the client's login.
 */
export async function startPgSocket(
  db: PGlite,
  gate: SessionGate,
  host: string,
  port: number,
): Promise<PgSocket> {
  const inner = new PGLiteSocketServer({ db: gatedDb(db, gate), host, port, maxConnections: 16 });
  await db.waitReady;
  const handoff = inner as unknown as SocketHandoff;
  // Private API of pglite-socket 0.2.x: fail loudly at start if an upgrade removes it.
  if (typeof handoff.handleConnection !== 'function') {
    throw new Error('pglite-socket no longer has handleConnection(): the Postgres socket login needs updating');
  }
  handoff.active = true;
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    authenticate(socket, (startup) => {
      void handoff.handleConnection(socket);
      socket.emit('data', startup);
    });
  });
  server.maxConnections = 32;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    async stop() {
      await inner.stop();
      // Clients still logging in would otherwise hold server.close() for up to the login time-out.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
