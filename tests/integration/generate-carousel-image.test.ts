import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FunctionsHttpError } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { createHandler } from '../../supabase/functions/generate-carousel-image/handler';
import { messages, quotaMessage } from '../../supabase/functions/generate-carousel-image/messages';
import type { ResolveHost } from '../../supabase/functions/generate-carousel-image/image-download';
import { isPublicAddress } from '../../supabase/functions/generate-carousel-image/public-address';
import { admin, anon, apiUrl, service, staff, type Client } from './support';
import { databaseUrl } from '../support/clients';

/**
 * The edge function against the real local stack (gateway, Auth, REST, Storage) and a fake
 * OpenAI-compatible image API served on loopback by this file.
 *
 * The stack is spawned once by tests/support/global-setup.ts with its own environment, so a test
 * cannot give it IMAGE_API_KEY: the unconfigured case (503) goes through the stack's real
 * /functions/v1 route, and the configured cases run the same handler module in-process with
 * createHandler(getEnv) — still against the stack for auth, roles and storage.
 */

const FUNCTION_URL = `${apiUrl}/functions/v1/generate-carousel-image`;
const FAKE_KEY = 'sk-test-fake-image-key-0123456789';
// 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type FakeMode = 'b64' | 'url' | 'error500' | 'slow' | 'not-an-image' | { imageUrl: string };
interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

let mode: FakeMode = 'b64';
const recorded: Recorded[] = [];
let fake: http.Server;
let fakeUrl = '';
/** Bytes the endless image route managed to send before the client hung up. */
let endlessSent = 0;
let endlessClosed = false;

function startFake(): Promise<void> {
  fake = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/image.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        return;
      }
      if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      if (req.url === '/to-loopback-https') {
        res.writeHead(301, { location: `https://127.0.0.1:${(fake.address() as AddressInfo).port}/image.png` }).end();
        return;
      }
      if (req.url === '/endless.png') {
        // A PNG that never ends and declares no length: only a capped reader stops it.
        endlessSent = 0;
        endlessClosed = false;
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(256 * 1024, 7);
        PNG.copy(chunk);
        const pump = () => {
          while (!endlessClosed && endlessSent < 200 * 1024 * 1024) {
            endlessSent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => {
          endlessClosed = true;
        });
        pump();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      recorded.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (typeof mode === 'object') return send(200, { created: 1, data: [{ url: mode.imageUrl }] });
      switch (mode) {
        case 'b64':
          return send(200, { created: 1, data: [{ b64_json: PNG.toString('base64') }] });
        case 'url':
          return send(200, { created: 1, data: [{ url: `${fakeUrl}/image.png` }] });
        case 'not-an-image':
          return send(200, { created: 1, data: [{ b64_json: Buffer.from('<html>nope</html>').toString('base64') }] });
        case 'error500':
          // An upstream that echoes the key must not leak it to the caller.
          return send(500, { error: { message: `internal error for key ${FAKE_KEY}`, type: 'server_error' } });
        case 'slow':
          setTimeout(() => send(200, { data: [{ b64_json: PNG.toString('base64') }] }), 2_000);
          return;
      }
    });
  });
  return new Promise((resolve) => {
    fake.listen(0, '127.0.0.1', () => {
      fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

function configuredHandler(extra: Record<string, string> = {}, resolveHost?: ResolveHost) {
  const env: Record<string, string> = {
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    IMAGE_API_BASE_URL: `${fakeUrl}/v1`,
    IMAGE_API_KEY: FAKE_KEY,
    IMAGE_API_MODEL: 'fake-image-model',
    ...extra,
  };
  return createHandler((key) => env[key], resolveHost);
}

async function tokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

function post(token: string, body: unknown): Request {
  return new Request('http://functions.local/generate-carousel-image', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** supabase-js as the admin screen calls it: non-2xx → FunctionsHttpError whose context is the Response. */
async function invoke(client: Client, body: unknown): Promise<{ status: number; payload: Record<string, unknown> }> {
  const { data, error, response } = await client.functions.invoke('generate-carousel-image', {
    body: body as Record<string, unknown>,
  });
  if (error) {
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    return { status: context.status, payload: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, payload: data as Record<string, unknown> };
}

const stored: string[] = [];
function objectName(imageUrl: string): string {
  const prefix = `${apiUrl}/storage/v1/object/public/carousel-media/`;
  expect(imageUrl.startsWith(prefix)).toBe(true);
  return imageUrl.slice(prefix.length);
}

let adminClient: Client;
let staffClient: Client;

beforeAll(async () => {
  await startFake();
  [adminClient, staffClient] = await Promise.all([admin(), staff()]);
});

afterEach(() => {
  mode = 'b64';
  recorded.length = 0;
});

afterAll(async () => {
  if (stored.length) await service().storage.from('carousel-media').remove(stored);
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('generate-carousel-image through the stack’s /functions/v1', () => {
  it('answers the CORS preflight', async () => {
    const res = await fetch(FUNCTION_URL, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['authorization', 'x-client-info', 'apikey', 'content-type']) expect(allowed).toContain(name);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses a visitor with 401', async () => {
    const { status, payload } = await invoke(anon(), { prompt: 'un mur LED', width: 1536, height: 1024 });
    expect(status).toBe(401);
    expect(payload).toEqual({ error: 'Authentification requise.' });
  });

  it('refuses a signed-in user without the admin role with 403', async () => {
    const { status, payload } = await invoke(staffClient, { prompt: 'un mur LED', width: 1536, height: 1024 });
    expect(status).toBe(403);
    expect(payload).toEqual({ error: 'Accès réservé aux administrateurs.' });
  });

  it('refuses a blank prompt, a too long prompt and an unsupported size with 400', async () => {
    expect(await invoke(adminClient, { prompt: '   ', width: 1536, height: 1024 })).toEqual({
      status: 400,
      payload: { error: messages.promptRequired },
    });
    expect(await invoke(adminClient, { prompt: 'x'.repeat(1001), width: 1536, height: 1024 })).toEqual({
      status: 400,
      payload: { error: messages.promptTooLong },
    });
    expect(await invoke(adminClient, { prompt: 'un mur LED', width: 800, height: 600 })).toEqual({
      status: 400,
      payload: { error: messages.size },
    });
  });

  it.skipIf(Boolean(process.env.IMAGE_API_KEY))(
    'answers 503 with a French message when IMAGE_API_KEY is not configured',
    async () => {
      const { status, payload } = await invoke(adminClient, { prompt: 'un mur LED', width: 1536, height: 1024 });
      expect(status).toBe(503);
      expect(payload).toEqual({ error: 'La génération d’images n’est pas configurée (clé IMAGE_API_KEY manquante).' });
    },
  );

  it('answers JSON with CORS headers on errors, and 405 to other methods', async () => {
    const res = await fetch(FUNCTION_URL, {
      method: 'GET',
      headers: { Authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: messages.method });
  });
});

describe('generate-carousel-image with a configured image API (handler in-process, real stack)', () => {
  it('generates, stores the PNG in carousel-media and returns its public URL', async () => {
    const handler = configuredHandler();
    const res = await handler(
      post(await tokenOf(adminClient), { prompt: '  Mur LED dans une boutique  ', width: 1536, height: 1024 }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    const name = objectName(imageUrl);
    stored.push(name);
    expect(name).toMatch(/^ai-\d{13}-[a-z0-9]+\.png$/);

    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      url: '/v1/images/generations',
      authorization: `Bearer ${FAKE_KEY}`,
      body: { model: 'fake-image-model', prompt: 'Mur LED dans une boutique', size: '1536x1024', n: 1 },
    });

    // Served by the stack's public storage URL, byte for byte, with its stored type.
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('accepts an image API that answers a URL instead of base64', async () => {
    mode = 'url';
    const res = await configuredHandler()(
      post(await tokenOf(adminClient), { prompt: 'totem vitrine', width: 1024, height: 1024 }),
    );
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    stored.push(objectName(imageUrl));
    expect(recorded[0]?.body).toMatchObject({ size: '1024x1024' });
    expect(Buffer.from(await (await fetch(imageUrl)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('turns an upstream 500 into 502 without leaking the key', async () => {
    mode = 'error500';
    const res = await configuredHandler()(
      post(await tokenOf(adminClient), { prompt: 'un mur LED', width: 1536, height: 1024 }),
    );
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(text).not.toContain(FAKE_KEY);
    expect(JSON.parse(text)).toEqual({ error: messages.upstreamRejected });
  });

  it('refuses what is not an image with 502', async () => {
    mode = 'not-an-image';
    const res = await configuredHandler()(
      post(await tokenOf(adminClient), { prompt: 'un mur LED', width: 1536, height: 1024 }),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: messages.upstreamInvalid });
  });

  it('times the upstream call out with 504', async () => {
    mode = 'slow';
    const res = await configuredHandler({ IMAGE_API_TIMEOUT_MS: '300' })(
      post(await tokenOf(adminClient), { prompt: 'un mur LED', width: 1536, height: 1024 }),
    );
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: messages.upstreamTimeout });
  });

  it('still refuses non-admins before calling the image API', async () => {
    const handler = configuredHandler();
    expect((await handler(post(await tokenOf(staffClient), { prompt: 'x', width: 1536, height: 1024 }))).status).toBe(
      403,
    );
    expect((await handler(post(ANON_KEY, { prompt: 'x', width: 1536, height: 1024 }))).status).toBe(401);
    expect((await handler(post(SERVICE_ROLE_KEY, { prompt: 'x', width: 1536, height: 1024 }))).status).toBe(401);
    const noToken = new Request('http://functions.local/x', { method: 'POST', body: '{}' });
    expect((await handler(noToken)).status).toBe(401);
    expect(recorded).toHaveLength(0);
  });
});

describe('addresses an image download may reach', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
    'not-an-ip',
    '1.2.3',
    '256.1.1.1',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('accepts %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('generate-carousel-image downloads the image URL safely', () => {
  const generate = async (imageUrl: string, resolveHost?: ResolveHost, extra: Record<string, string> = {}) => {
    mode = { imageUrl };
    const res = await configuredHandler(
      extra,
      resolveHost,
    )(post(await tokenOf(adminClient), { prompt: 'un mur LED', width: 1536, height: 1024 }));
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };

  it('refuses plain http to any host but the configured provider', async () => {
    // Same server, other origin: only http://127.0.0.1:<port> is the provider.
    const port = (fake.address() as AddressInfo).port;
    expect(await generate(`http://localhost:${port}/image.png`)).toEqual({
      status: 502,
      body: { error: messages.imageAddress },
    });
  });

  it('refuses an https URL on a loopback address without connecting', async () => {
    const port = (fake.address() as AddressInfo).port;
    expect(await generate(`https://127.0.0.1:${port}/image.png`)).toEqual({
      status: 502,
      body: { error: messages.imageAddress },
    });
    expect(await generate('https://[::1]/image.png')).toEqual({ status: 502, body: { error: messages.imageAddress } });
  });

  it('checks the addresses a host name resolves to', async () => {
    const asked: string[] = [];
    const privateDns: ResolveHost = async (host) => {
      asked.push(host);
      return ['93.184.216.34', '10.1.2.3'];
    };
    expect(await generate('https://images.example.test/a.png', privateDns)).toEqual({
      status: 502,
      body: { error: messages.imageAddress },
    });
    expect(asked).toEqual(['images.example.test']);
    const mappedLinkLocal: ResolveHost = async () => ['::ffff:169.254.169.254'];
    expect((await generate('https://images.example.test/a.png', mappedLinkLocal)).body).toEqual({
      error: messages.imageAddress,
    });
  });

  it('checks every redirect target (cloud metadata, https loopback)', async () => {
    expect(await generate(`${fakeUrl}/to-metadata`)).toEqual({ status: 502, body: { error: messages.imageAddress } });
    expect(await generate(`${fakeUrl}/to-loopback-https`)).toEqual({
      status: 502,
      body: { error: messages.imageAddress },
    });
  });

  it('stops reading an endless image at 10 MB', async () => {
    const started = Date.now();
    expect(await generate(`${fakeUrl}/endless.png`, undefined, { IMAGE_API_TIMEOUT_MS: '20000' })).toEqual({
      status: 502,
      body: { error: messages.imageTooLarge },
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endlessClosed).toBe(true);
    expect(endlessSent).toBeLessThan(40 * 1024 * 1024);
  });
});

describe('generate-carousel-image per-admin quota', () => {
  const db = () => new pg.Client({ connectionString: databaseUrl });

  async function generationsOf(userId: string, clear = false): Promise<number> {
    const client = db();
    await client.connect();
    try {
      if (clear) await client.query('delete from private.image_generations where user_id = $1', [userId]);
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from private.image_generations where user_id = $1',
        [userId],
      );
      return rows[0]?.n ?? -1;
    } finally {
      await client.end();
    }
  }

  it('answers 429 in French once the hourly quota is used, without calling the provider', async () => {
    const { data } = await adminClient.auth.getUser();
    const userId = data.user?.id ?? '';
    expect(await generationsOf(userId, true)).toBe(0);
    const handler = configuredHandler({ IMAGE_QUOTA_PER_HOUR: '2' });
    const token = await tokenOf(adminClient);
    for (let i = 0; i < 2; i += 1) {
      const ok = await handler(post(token, { prompt: `vitrine ${i}`, width: 1536, height: 1024 }));
      expect(ok.status).toBe(200);
      stored.push(objectName(((await ok.json()) as { imageUrl: string }).imageUrl));
    }
    const refused = await handler(post(token, { prompt: 'vitrine 3', width: 1536, height: 1024 }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({ error: quotaMessage(2, 3600) });
    expect(quotaMessage(2, 3600)).toBe('Quota atteint : 2 images par heure au maximum. Réessayez dans 60 minutes.');
    expect(recorded).toHaveLength(2);
    expect(await generationsOf(userId)).toBe(2);
  });

  it('refuses the quota function to visitors and signed-in users', async () => {
    const { data } = await adminClient.auth.getUser();
    const args = { target_user: data.user?.id ?? '', max_per_window: 1000, window_seconds: 60 };
    for (const client of [anon(), staffClient, adminClient]) {
      const { error } = await client.rpc('claim_image_generation' as never, args as never);
      expect(error?.code).toBe('42501');
    }
  });
});
