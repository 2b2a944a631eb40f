import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { ANON_KEY, apiUrl, createTestUser, type TestUser } from '../support/clients';

/**
 * POST /auth/v1/recover must not tell which addresses have an account (issue 25 §6): same answer,
 * same time, same 429 on a second call; and a per-client cap ([auth.rate_limit] sign_in_sign_ups,
 * which GoTrue applies to /recover) besides the per-address max_frequency.
 */
const V = { 'X-Supabase-Api-Version': '2024-01-01' };
const users: TestUser[] = [];
let counter = 0;

afterAll(async () => {
  for (const user of users) await user.remove();
});

const unknownEmail = () => `nobody-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;

async function knownUser(): Promise<TestUser> {
  const user = await createTestUser({
    email: `known-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`,
  });
  users.push(user);
  return user;
}

const agents = new Map<string, Agent>();
/** POST /auth/v1/recover from one loopback address; the status, the body and the time to the answer. */
async function recover(from: string, email: string): Promise<{ status: number; json: unknown; ms: number }> {
  if (!agents.has(from)) agents.set(from, new Agent({ localAddress: from }));
  const started = performance.now();
  const res = await undiciFetch(`${apiUrl}/auth/v1/recover`, {
    method: 'POST',
    dispatcher: agents.get(from),
    headers: { ...V, apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, code_challenge: null, code_challenge_method: null, gotrue_meta_security: {} }),
  });
  const json: unknown = await res.json();
  return { status: res.status, json, ms: performance.now() - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[4] as number) + (sorted[5] as number)) / 2;
};

describe('POST /recover tells nothing about who has an account', () => {
  it('answers known and unknown addresses in the same time (medians of 10 within 20 ms)', async () => {
    const known = await Promise.all(Array.from({ length: 10 }, () => knownUser()));
    const timings = { known: [] as number[], unknown: [] as number[] };
    // Warm the connection, then alternate; a pause lets each e-mail leave before the next call.
    await recover('127.0.4.1', unknownEmail());
    for (const user of known) {
      const k = await recover('127.0.4.1', user.email);
      expect(k.status).toBe(200);
      timings.known.push(k.ms);
      await new Promise((r) => setTimeout(r, 250));
      const u = await recover('127.0.4.1', unknownEmail());
      expect(u).toMatchObject({ status: 200, json: {} });
      expect(k.json).toEqual(u.json);
      timings.unknown.push(u.ms);
      await new Promise((r) => setTimeout(r, 250));
    }
    const [k, u] = [median(timings.known), median(timings.unknown)];
    console.info(`recover medians: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    expect(Math.abs(k - u)).toBeLessThan(20);
  });

  it('answers a second call within max_frequency with the same 429, known address or not', async () => {
    const user = await knownUser();
    const nobody = unknownEmail();
    for (const email of [user.email, nobody]) {
      expect((await recover('127.0.4.2', email)).status).toBe(200);
      const again = await recover('127.0.4.3', email.toUpperCase()); // another client, the same address
      expect(again.status).toBe(429);
      expect(again.json).toMatchObject({ code: 'over_email_send_rate_limit' });
      expect((again.json as { message: string }).message).toMatch(
        /^For security purposes, you can only request this after 5\d seconds\.$/,
      );
    }
  });

  it('caps one client at 30 requests per 5 minutes, whatever the addresses', async () => {
    for (let i = 0; i < 30; i++) expect((await recover('127.0.4.4', unknownEmail())).status).toBe(200);
    expect(await recover('127.0.4.4', unknownEmail())).toMatchObject({
      status: 429,
      json: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    expect((await recover('127.0.4.5', unknownEmail())).status).toBe(200);
  });
});
