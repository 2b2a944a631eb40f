import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY, anonClient, apiUrl, createTestUser, type TestUser } from '../support/clients';

// tests/stack/fixtures/functions/stack-echo echoes what the stack passed it.
let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
});
afterAll(async () => {
  await user?.remove();
});

describe('/functions/v1', () => {
  it('runs handler.ts with the caller’s method, headers, body and the stack env', async () => {
    const { data, error } = await user.client.functions.invoke('stack-echo', { body: { prompt: 'x', width: 1536 } });
    expect(error).toBeNull();
    expect(data.method).toBe('POST');
    expect(data.path).toBe('/stack-echo');
    expect(JSON.parse(data.body)).toEqual({ prompt: 'x', width: 1536 });
    expect(data.headers['content-type']).toBe('application/json');
    expect(data.headers.apikey).toBe(ANON_KEY);
    const session = (await user.client.auth.getSession()).data.session;
    expect(data.headers.authorization).toBe(`Bearer ${session?.access_token}`);
    expect(data.env).toEqual({
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      STACK_FIXTURE_SECRET: 'fixture-secret-value',
    });
  });

  it('returns the function’s status, headers and body unchanged', async () => {
    const res = await fetch(`${apiUrl}/functions/v1/stack-echo/sub/path?status=418`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-fixture')).toBe('yes');
    expect(await res.json()).toEqual({ error: 'asked for it' });

    const { error } = await anonClient().functions.invoke('stack-echo?status=500');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(await (error as FunctionsHttpError).context.json()).toEqual({ error: 'asked for it' });
  });

  it('passes the preflight to the function, which answers its own CORS', async () => {
    const res = await fetch(`${apiUrl}/functions/v1/stack-echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('ok');
  });

  it('answers 404 NOT_FOUND for an unknown function', async () => {
    const res = await fetch(`${apiUrl}/functions/v1/does-not-exist`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });

  it('verifies the JWT like the hosted gateway', async () => {
    const missing = await fetch(`${apiUrl}/functions/v1/stack-echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    const forged = await fetch(`${apiUrl}/functions/v1/stack-echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY.slice(0, -2)}xx` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('turns a throwing handler into a 500', async () => {
    const res = await fetch(`${apiUrl}/functions/v1/stack-throws`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(res.status).toBe(500);
    expect((await res.json()).code).toBe('WORKER_ERROR');
  });
});
