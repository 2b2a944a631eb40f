// PGlite has ONE Postgres session. HTTP requests each run one transaction and
// Postgres-protocol clients (psql, the type generator) send messages that may
// open transactions spanning several messages. The gate gives the session to
// one side at a time so neither runs statements inside the other's transaction.

type Waiter = () => void;

export class SessionGate {
  #held = false;
  #queue: Waiter[] = [];

  /** Resolves once the caller owns the session; call the returned function to hand it on. */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.#held = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.#release();
        });
      };
      if (!this.#held) grant();
      else this.#queue.push(grant);
    });
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  get busy(): boolean {
    return this.#held;
  }

  #release(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#held = false;
  }
}
