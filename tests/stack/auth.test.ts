import { createClient } from '@supabase/supabase-js';
import { createHmac } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON_KEY,
  JWT_SECRET,
  SERVICE_ROLE_KEY,
  anonClient,
  api,
  apiUrl,
  createTestUser,
  serviceClient,
  type TestUser,
} from '../support/clients';

const V = { 'X-Supabase-Api-Version': '2024-01-01' };

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
}

function sign(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}

function freshClient() {
  return createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

function passwordGrant(email: string, password: string, headers: Record<string, string> = V) {
  return api('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
});
afterAll(async () => {
  await user?.remove();
});

describe('password sign-in', () => {
  it('issues a session whose access token carries GoTrue’s claims', async () => {
    const client = freshClient();
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toBeTruthy();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, aud: 'authenticated', role: 'authenticated' });
    const claims = decode(session.access_token);
    expect(claims).toMatchObject({
      iss: `${apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('answers 400 invalid_credentials, identically for a wrong password and an unknown e-mail', async () => {
    const wrong = await passwordGrant(user.email, 'not-the-password');
    const unknown = await passwordGrant(`nobody-${Date.now()}@example.test`, 'whatever-123');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
    const { error } = await freshClient().auth.signInWithPassword({ email: user.email, password: 'nope-nope' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('uses the legacy error body without X-Supabase-Api-Version', async () => {
    const res = await passwordGrant(user.email, 'not-the-password', {});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('rate-limits repeated failures for one e-mail with 429 over_request_rate_limit', async () => {
    const victim = await createTestUser();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await passwordGrant(victim.email, `wrong-${i}`)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      const blocked = await passwordGrant(victim.email, victim.password);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });

      // The stranger's failures lock the stranger out, not the owner signing in from elsewhere.
      const elsewhere = await undiciFetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { ...V, apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: victim.email, password: victim.password }),
        dispatcher: new Agent({ localAddress: '127.0.0.2' }),
      });
      expect(elsewhere.status).toBe(200);
    } finally {
      await victim.remove();
    }
  });

  it('refuses an unconfirmed e-mail', async () => {
    const email = `unconfirmed-${Date.now()}@example.test`;
    const { data } = await serviceClient().auth.admin.createUser({ email, password: 'password-123' });
    try {
      const res = await passwordGrant(email, 'password-123');
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('email_not_confirmed');
    } finally {
      await serviceClient().auth.admin.deleteUser(data.user!.id);
    }
  });
});

describe('refresh tokens', () => {
  it('rotates: the new token works once, the used one is refused', async () => {
    const client = freshClient();
    const first = (await client.auth.signInWithPassword({ email: user.email, password: user.password })).data.session!;
    const { data, error } = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decode(second.access_token).session_id).toBe(decode(first.access_token).session_id);

    const reuse = await api('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { ...V, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).code).toMatch(/^refresh_token_(already_used|not_found)$/);

    const unknown = await freshClient().auth.refreshSession({ refresh_token: 'does-not-exist' });
    expect(unknown.error).toMatchObject({ status: 400 });
  });
});

describe('/user and logout', () => {
  it('returns the user for a valid token and 403 bad_jwt for forged or expired ones', async () => {
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const ok = await api('/auth/v1/user', { headers: { ...V, Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: user.id, email: user.email });

    const claims = decode(token);
    const forged = sign({ ...claims, role: 'service_role' }, 'another-secret-that-is-at-least-32-chars');
    const expired = sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 120 });
    for (const bad of [forged, expired, 'garbage']) {
      const res = await api('/auth/v1/user', { headers: { ...V, Authorization: `Bearer ${bad}` } });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('bad_jwt');
    }
    const noBearer = await api('/auth/v1/user', { headers: V });
    expect(noBearer.status).toBe(401);
    const anonKey = await api('/auth/v1/user', { headers: { ...V, Authorization: `Bearer ${ANON_KEY}` } });
    expect(anonKey.status).toBe(403);
  });

  it('logout answers 204 and the old access token then gets 403 session_not_found', async () => {
    const client = freshClient();
    const session = (await client.auth.signInWithPassword({ email: user.email, password: user.password })).data
      .session!;
    const res = await api('/auth/v1/logout?scope=global', {
      method: 'POST',
      headers: { ...V, Authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(204);
    const after = await api('/auth/v1/user', { headers: { ...V, Authorization: `Bearer ${session.access_token}` } });
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const refresh = await freshClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).not.toBeNull();
  });

  it('signOut through supabase-js clears the session', async () => {
    const client = freshClient();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const { data, error } = await client.auth.getUser();
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('updates the user’s metadata and password', async () => {
    const victim = await createTestUser();
    try {
      const { data, error } = await victim.client.auth.updateUser({
        data: { display_name: 'Camille' },
        password: 'brand-new-pass',
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({ display_name: 'Camille' });
      const signIn = await freshClient().auth.signInWithPassword({ email: victim.email, password: 'brand-new-pass' });
      expect(signIn.error).toBeNull();
    } finally {
      await victim.remove();
    }
  });
});

describe('admin API', () => {
  it('creates, reads, lists, updates and deletes users with the service key', async () => {
    const admin = serviceClient().auth.admin;
    const email = `admin-api-${Date.now()}@example.test`;
    const created = await admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
      user_metadata: { a: 1 },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { a: 1 },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(created.data.user?.email_confirmed_at).toBeTruthy();

    const duplicate = await admin.createUser({ email, password: 'password-123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.data.users.some((u) => u.id === id)).toBe(true);

    const updated = await admin.updateUserById(id, { user_metadata: { b: 2 }, app_metadata: { tier: 'gold' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ a: 1, b: 2 });
    expect(updated.data.user?.app_metadata).toMatchObject({ tier: 'gold' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404 });
  });

  it('refuses the admin API to non-admin tokens with 403 not_admin', async () => {
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    for (const bearer of [token, ANON_KEY]) {
      const res = await api('/auth/v1/admin/users', {
        method: 'POST',
        headers: { ...V, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'x@example.test', password: 'password-123' }),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    const ok = await api('/auth/v1/admin/users', { headers: { ...V, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-total-count')).toMatch(/^\d+$/);
  });
});

describe('the gateway key check', () => {
  it('401 without an apikey and with one that does not verify', async () => {
    const none = await fetch(`${apiUrl}/rest/v1/products?select=id`);
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('No API key found in request');
    const bad = await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: `${ANON_KEY.slice(0, -3)}abc` } });
    expect(bad.status).toBe(401);
    expect((await bad.json()).message).toBe('Invalid API key');
    const settings = await api('/auth/v1/settings');
    expect(settings.status).toBe(200);
  });

  it('anon getSession before sign-in has no session', async () => {
    expect((await anonClient().auth.getSession()).data.session).toBeNull();
  });
});
