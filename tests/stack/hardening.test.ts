import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../supabase/local/config';
import { ANON_KEY, apiPort, apiUrl, createTestUser, serviceClient, type TestUser } from '../support/clients';

// Found by the outside attack: a stored cacheControl holding CR/LF made every
// later GET of the object throw inside the HTTP layer.
const BUCKET = 'carousel-media';
const prefix = `stack-hardening-${Date.now().toString(36)}`;
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
});

afterAll(async () => {
  const service = serviceClient();
  const { data } = await service.storage.from(BUCKET).list(prefix);
  if (data?.length) await service.storage.from(BUCKET).remove(data.map((f) => `${prefix}/${f.name}`));
  await admin?.remove();
});

describe('header values carried by uploads', () => {
  it('refuses a cacheControl with CR/LF with 400 and keeps answering', async () => {
    const path = `${prefix}/evil.png`;
    const form = new FormData();
    form.append('cacheControl', '3600\r\nX-Evil: 1');
    form.append('', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
    const { data: session } = await admin.client.auth.getSession();
    const res = await fetch(`${apiUrl}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.session?.access_token ?? ''}` },
      body: form,
    });
    expect(res.status).toBe(400);
    const stored = await serviceClient().storage.from(BUCKET).list(prefix);
    expect(stored.data ?? []).toHaveLength(0);
    const health = await fetch(`${apiUrl}/health`);
    expect(health.status).toBe(200);
  });
});

describe('one password rule (supabase/config.toml minimum_password_length = 10)', () => {
  it('refuses a 6-character password on PUT /auth/v1/user and keeps the old one', async () => {
    const { error } = await admin.client.auth.updateUser({ password: 'abcdef' });
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 10 characters.');
  });

  it('refuses a 9-character password through the admin API', async () => {
    const { error } = await serviceClient().auth.admin.createUser({
      email: `${prefix}@example.test`,
      password: '123456789',
    });
    expect(error?.status).toBe(422);
  });
});

describe('listening address', () => {
  it('refuses a non-loopback STACK_HOST with the public demo JWT secret', () => {
    const saved = { host: process.env.STACK_HOST, secret: process.env.STACK_JWT_SECRET };
    try {
      process.env.STACK_HOST = '0.0.0.0';
      delete process.env.STACK_JWT_SECRET;
      expect(() => loadConfig()).toThrow(/not a loopback address/);
      process.env.STACK_HOST = '127.0.0.2';
      expect(loadConfig().host).toBe('127.0.0.2');
    } finally {
      if (saved.host === undefined) delete process.env.STACK_HOST;
      else process.env.STACK_HOST = saved.host;
      if (saved.secret !== undefined) process.env.STACK_JWT_SECRET = saved.secret;
    }
  });
});

/** POST /rest/v1/rpc/client_ip from a chosen local address, with a forged address header. */
function clientIpFrom(localAddress: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        localAddress,
        method: 'POST',
        path: '/rest/v1/rpc/client_ip',
        headers: {
          apikey: ANON_KEY,
          'Content-Profile': 'stack_fixture',
          'Content-Type': 'application/json',
          'cf-connecting-ip': '203.0.113.7',
          'x-forwarded-for': '203.0.113.8',
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe('client address seen by Postgres', () => {
  it('is the socket address, whatever cf-connecting-ip the client forges', async () => {
    expect(await clientIpFrom('127.0.0.1')).toEqual({ status: 200, body: '"127.0.0.1"' });
    expect(await clientIpFrom('127.0.0.2')).toEqual({ status: 200, body: '"127.0.0.2"' });
  });
});

/** A GET with the Host header a rebound page would send (fetch cannot set Host). */
function getWithHost(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { Host: host, apikey: ANON_KEY } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('DNS rebinding: only loopback names and the configured host are answered', () => {
  const mailPort = Number(process.env.STACK_MAIL_PORT ?? 31424);
  it.each([
    ['the API', apiPort, '/rest/v1/products?select=id&limit=1'],
    ['the inbox', mailPort, '/api/v1/messages'],
  ])('%s refuses a foreign Host and answers loopback ones', async (_, port, path) => {
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      'attacker.127.0.0.1.nip.io',
      '0x7f000001',
      '127.0.0.1.evil',
    ]) {
      expect(await getWithHost(port, path, host), host).toBe(403);
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, '127.0.0.1']) {
      expect(await getWithHost(port, path, host), host).toBe(200);
    }
  });
});
