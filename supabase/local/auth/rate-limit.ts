// Failed password sign-ins per e-mail and per IP over a sliding window, kept
// in memory (like GoTrue's limiter, it resets when the process restarts).

export class FailureLimiter {
  #failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxPerEmail: number,
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
      this.#recent(`email:${email}`, now).length >= this.maxPerEmail ||
      this.#recent(`ip:${ip}`, now).length >= this.maxPerIp
    );
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    for (const key of [`email:${email}`, `ip:${ip}`]) {
      const list = this.#recent(key, now);
      list.push(now);
      this.#failures.set(key, list);
    }
  }

  recordSuccess(email: string): void {
    this.#failures.delete(`email:${email}`);
  }
}
