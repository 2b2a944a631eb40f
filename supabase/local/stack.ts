// Assembles the local stack: lock, database, schema cache, HTTP APIs and the
// Postgres socket. Used by the CLI and by tests/benchmarks that start it in-process.
import net from 'node:net';
import type http from 'node:http';
import { createAuthHandler } from './auth/handler';
import type { StackConfig } from './config';
import { openDatabase, type OpenResult } from './database';
import { PgliteDatabase, type StackDatabase } from './db-session';
import { createFunctionsHandler, type FunctionsHandler } from './functions/handler';
import { SessionGate } from './gate';
import { createHttpServer } from './http/server';
import { createJobRunner } from './jobs/run-job';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { readSchedules } from './jobs/schedules';
import { lockDataDir } from './lock';
import { startMailCatcher, type MailCatcher } from './mail/catcher';
import { type PgSocket, startPgSocket } from './pg-socket';
import { PoolDatabase } from './pool-database';
import { createRestHandler } from './rest/handler';
import { loadSchemaCache, type SchemaCache, type SchemaSource } from './rest/schema-cache';
import { createStorageHandler } from './storage/handler';

const portVariables: Record<string, string> = { API: 'STACK_API_PORT', inbox: 'STACK_MAIL_PORT', SMTP: 'STACK_SMTP_PORT' };

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
  ) {
    super(
      `Port ${port} (${what}) is already in use. Stop whatever listens there (another "npm run stack"?) ` +
        `or choose another port with ${portVariables[what] ?? 'STACK_DB_PORT'}.`,
    );
  }
}

function assertPortFree(host: string, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port, what) : error);
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function listen(server: http.Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'API') : error),
    );
    server.listen(port, host, () => resolve());
  });
}

export class RealServerResetError extends Error {
  constructor() {
    super(
      'STACK_DATABASE_URL is set: the stack serves that server as it is. Rebuild it with "npm run db:real" instead of --reset.',
    );
  }
}

export interface RunningStack {
  config: StackConfig;
  db: StackDatabase;
  open: Omit<OpenResult, 'db'>;
  close(): Promise<void>;
}

class ThrottledSchema implements SchemaSource {
  #caches = new Map<string, SchemaCache>();
  #inflight = new Map<string, Promise<SchemaCache>>();
  constructor(
    readonly schemas: string[],
    private readonly db: StackDatabase,
  ) {}
  async load(): Promise<void> {
    for (const schema of this.schemas) {
      this.#caches.set(schema, await this.db.asSystem((tx) => loadSchemaCache(tx, schema)));
    }
  }
  current(schema: string): SchemaCache {
    return this.#caches.get(schema) as SchemaCache;
  }
  refresh(schema: string): Promise<SchemaCache> {
    const cache = this.current(schema);
    if (Date.now() - cache.loadedAt < 1000) return Promise.resolve(cache);
    let pending = this.#inflight.get(schema);
    if (!pending) {
      pending = this.db
        .asSystem((tx) => loadSchemaCache(tx, schema))
        .then((fresh) => {
          this.#caches.set(schema, fresh);
          return fresh;
        })
        .finally(() => this.#inflight.delete(schema));
      this.#inflight.set(schema, pending);
    }
    return pending;
  }
}

export async function startStack(
  config: StackConfig,
  options: { reset: boolean; socket?: boolean },
): Promise<RunningStack> {
  const lock = lockDataDir(config.dataDir);
  let open: OpenResult | undefined;
  let report: Omit<OpenResult, 'db'>;
  let socket: PgSocket | undefined;
  let server: http.Server | undefined;
  let mail: MailCatcher | undefined;
  let scheduler: Scheduler | undefined;
  let functions: FunctionsHandler | undefined;
  try {
    const embedded = !config.realServer;
    await assertPortFree(config.host, config.apiPort, 'API');
    if (embedded && options.socket !== false) await assertPortFree(config.dbHost, config.dbPort, 'Postgres');
    await assertPortFree(config.host, config.mailPort, 'inbox');
    await assertPortFree(config.host, config.smtpPort, 'SMTP');
    let db: StackDatabase;
    const gate = new SessionGate();
    if (config.realServer) {
      if (options.reset) throw new RealServerResetError();
      db = new PoolDatabase(config.realServer);
      report = { built: false, migrations: { applied: [], changed: [] }, timings: {} };
    } else {
      open = await openDatabase(config, { reset: options.reset });
      db = new PgliteDatabase(open.db, gate);
      report = open;
    }
    let t = performance.now();
    const schema = new ThrottledSchema(config.apiSchemas, db);
    await schema.load();
    report.timings.schemaCache = performance.now() - t;
    t = performance.now();
    if (open && options.socket !== false) socket = await startPgSocket(open.db, gate, config.dbHost, config.dbPort);
    functions = createFunctionsHandler(config);
    server = createHttpServer(config, {
      rest: createRestHandler(db, schema, { maxRows: config.maxRows }),
      auth: createAuthHandler(db, config),
      storage: createStorageHandler(db, config),
      functions: functions.handle,
    });
    await listen(server, config.host, config.apiPort);
    mail = await startMailCatcher(config);
    if (config.schedulerEnabled) {
      scheduler = createScheduler({
        jobs: readSchedules(),
        run: createJobRunner({ apiUrl: config.apiUrl, db }),
        everyMinuteMs: config.emailDeliveryIntervalMs,
      });
      scheduler.start();
    }
    report.timings.listen = performance.now() - t;
    const inbox = mail;
    const jobs = scheduler;
    const httpServer = server;
    const functionRuntimes = functions;
    let closing: Promise<void> | null = null;
    return {
      config,
      db,
      open: report,
      close() {
        closing ??= (async () => {
          await jobs?.stop();
          await inbox.close();
          httpServer.closeAllConnections();
          await new Promise<void>((resolve) => httpServer.close(() => resolve()));
          await functionRuntimes.close();
          await socket?.stop().catch(() => {});
          await db.close();
          lock.release();
        })();
        return closing;
      },
    };
  } catch (error) {
    await scheduler?.stop();
    await mail?.close();
    server?.close();
    await functions?.close();
    await socket?.stop().catch(() => {});
    await open?.db.close().catch(() => {});
    lock.release();
    throw error;
  }
}
