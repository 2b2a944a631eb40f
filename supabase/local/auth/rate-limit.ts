// Failed password sign-ins over a sliding window, kept in memory (like GoTrue's limiter, it
// resets when the process restarts). Counted per e-mail *and client* together, plus per client:
// a stranger's wrong passwords block that stranger, never the account's owner elsewhere.

export class FailureLimiter {
  #failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxPerEmailAndClient: number,
    private readonly maxPerIp: number,
  ) {}

  #recent(key: string, now: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.#failures.set(key, list);
    else this.#failures.delete(key);
    return list;
  }

  isBlocked(email: string, ip: string, now = Date.now()): boolean {
    return (
      this.#recent(`pair:${ip} ${email}`, now).length >= this.maxPerEmailAndClient ||
      this.#recent(`ip:${ip}`, now).length >= this.maxPerIp
    );
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    for (const key of [`pair:${ip} ${email}`, `ip:${ip}`]) {
      const list = this.#recent(key, now);
      list.push(now);
      this.#failures.set(key, list);
    }
  }

  recordSuccess(email: string, ip: string): void {
    this.#failures.delete(`pair:${ip} ${email}`);
  }
}
