// Limits on guessing e-mail link tokens and on asking for e-mails, kept in memory (like GoTrue's
// limiters, they reset when the process restarts).
//
// - RequestBuckets: GoTrue's per-IP token buckets (tollbooth, internal/api/apilimiter): `limit`
//   requests per 5 minutes, refilled continuously, a full bucket allowing a burst of `limit`.
//   Hosted GoTrue's burst is 30 whatever the limit; with the default of 30 the two agree.
// - WrongCodes: wrong codes per live token, whatever the client. GoTrue has no such count; the
//   local stack is stricter (issue 25 §1): the 5th wrong code kills the token.
// - AddressGaps: `max_frequency` per normalised address, known or not, so a 429 tells nothing.

const FIVE_MINUTES_MS = 5 * 60 * 1000;

export class RequestBuckets {
  #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perFiveMinutes: number) {}

  /** Takes one request from the client's bucket; false when it is empty (429). */
  take(key: string, now = Date.now()): boolean {
    const capacity = Math.max(1, this.perFiveMinutes);
    const rate = this.perFiveMinutes / FIVE_MINUTES_MS;
    const bucket = this.#buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    if (this.#buckets.size > 10_000) this.#prune(now, capacity, rate);
    this.#buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Full buckets carry no information: drop them. */
  #prune(now: number, capacity: number, rate: number): void {
    for (const [key, b] of this.#buckets) {
      if (b.tokens + (now - b.at) * rate >= capacity) this.#buckets.delete(key);
    }
  }
}

/** The wrong code that deletes a live token (the 5th): the right code then fails too. */
export const WRONG_CODES_PER_TOKEN = 5;

export class WrongCodes {
  #misses = new Map<string, { count: number; at: number }>();

  constructor(private readonly lifetimeMs: number) {}

  /** One more wrong code against this token (user, column, stored hash); the count so far. */
  record(key: string, now = Date.now()): number {
    if (this.#misses.size > 10_000) {
      for (const [k, v] of this.#misses) if (now - v.at > this.lifetimeMs) this.#misses.delete(k);
    }
    const entry = this.#misses.get(key) ?? { count: 0, at: now };
    entry.count += 1;
    this.#misses.set(key, entry);
    return entry.count;
  }

  forget(key: string): void {
    this.#misses.delete(key);
  }
}

export class AddressGaps {
  #last = new Map<string, number>();

  constructor(private readonly gapMs: number) {}

  /** Milliseconds to wait before this address may get another e-mail, 0 if it may now (and it is recorded). */
  claim(address: string, now = Date.now()): number {
    const key = address.trim().toLowerCase();
    const last = this.#last.get(key);
    if (last !== undefined && now - last < this.gapMs) return last + this.gapMs - now;
    if (this.#last.size > 10_000) {
      for (const [k, at] of this.#last) if (now - at >= this.gapMs) this.#last.delete(k);
    }
    this.#last.set(key, now);
    return 0;
  }

  /** The request never reached the point of sending (e.g. refused later): free the address again. */
  release(address: string): void {
    this.#last.delete(address.trim().toLowerCase());
  }
}
