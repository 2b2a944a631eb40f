import { Agent, fetch as undiciFetch } from 'undici';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ANON_KEY, apiUrl, createTestUser, databaseUrl, type TestUser } from '../support/clients';

/**
 * POST /auth/v1/recover must not tell which addresses have an account (issue 25 §6): same answer,
 * an answer given before any lookup, same 429 on a second call; and a per-client cap ([auth.rate_limit] sign_in_sign_ups,
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
/** POST /auth/v1/recover from one loopback address; the status and the body. */
async function recover(from: string, email: string): Promise<{ status: number; json: unknown }> {
  if (!agents.has(from)) agents.set(from, new Agent({ localAddress: from }));
  const res = await undiciFetch(`${apiUrl}/auth/v1/recover`, {
    method: 'POST',
    dispatcher: agents.get(from),
    headers: { ...V, apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, code_challenge: null, code_challenge_method: null, gotrue_meta_security: {} }),
  });
  const json: unknown = await res.json();
  return { status: res.status, json };
}

describe('POST /recover tells nothing about who has an account', () => {
  it('answers known and unknown addresses alike, the same status and body', async () => {
    const user = await knownUser();
    const [known, unknown] = [await recover('127.0.4.1', user.email), await recover('127.0.4.1', unknownEmail())];
    expect(known).toMatchObject({ status: 200, json: {} });
    expect(unknown).toMatchObject({ status: 200, json: {} });
  });

  // Its time tells nothing because it answers before it reads anything: with the users table locked,
  // a known address still gets its answer (a lookup first would wait for the lock). A proof by
  // construction, where comparing times would only measure the machine's load.
  it('answers before it looks the address up: a known address while auth.users is locked', async () => {
    const user = await knownUser();
    const lock = new pg.Client({ connectionString: databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table auth.users in access exclusive mode');
      const waited = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 5_000));
      expect(await Promise.race([recover('127.0.4.6', user.email), waited])).toMatchObject({ status: 200, json: {} });
    } finally {
      await lock.query('rollback');
      await lock.end();
    }
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
