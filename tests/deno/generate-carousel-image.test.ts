import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../supabase/functions/generate-carousel-image/handler';
import { messages } from '../../supabase/functions/generate-carousel-image/messages';
import { ANON_KEY } from '../../supabase/local/config';
import { admin, apiUrl, service, staff, type Client } from '../integration/support';
import { IMAGE_API } from './support/deno-stack-env';
import { bearer, expectSameAnswer } from './support/runtimes';

/**
 * generate-carousel-image under Deno, its image API played on loopback where the layer's
 * IMAGE_API_BASE_URL secret points: the picture it answers (in base64, or as a URL Deno fetches)
 * lands in carousel-media; refusals are Node's.
 */
// 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const origin = `http://127.0.0.1:${IMAGE_API.port}`;
let answer: 'b64' | 'url' | 'error500' = 'b64';
const calls: { url: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
const stored: string[] = [];

const api = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    if (req.url === '/image.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    calls.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(text || '{}') });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (answer === 'error500') return send(500, { error: { message: `internal error for key ${IMAGE_API.key}` } });
    send(200, {
      created: 1,
      data: [answer === 'url' ? { url: `${origin}/image.png` } : { b64_json: PNG.toString('base64') }],
    });
  });
});

let asAdmin: Client;
let asStaff: Client;

async function headersOf(client: Client): Promise<Record<string, string>> {
  const { data } = await client.auth.getSession();
  return bearer(data.session!.access_token, ANON_KEY);
}

async function generate(body: Record<string, unknown>) {
  const { data, error } = await asAdmin.functions.invoke('generate-carousel-image', { body });
  const context = (error as { context?: Response } | null)?.context;
  return { status: context?.status ?? 200, payload: (context ? await context.json() : data) as Record<string, string> };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(IMAGE_API.port, '127.0.0.1', resolve));
  [asAdmin, asStaff] = await Promise.all([admin(), staff()]);
});

afterEach(() => {
  answer = 'b64';
  calls.length = 0;
});

afterAll(async () => {
  if (stored.length) await service().storage.from('carousel-media').remove(stored);
  await new Promise((resolve) => api.close(resolve));
});

describe('generate-carousel-image under Deno', () => {
  it.each(['b64', 'url'] as const)(
    'stores the picture the API answers (%s) and returns its public URL',
    async (mode) => {
      answer = mode;
      const { status, payload } = await generate({
        prompt: '  Mur LED dans une boutique  ',
        width: 1536,
        height: 1024,
      });
      expect(status).toBe(200);
      const prefix = `${apiUrl}/storage/v1/object/public/carousel-media/`;
      expect(payload.imageUrl!.startsWith(prefix)).toBe(true);
      stored.push(payload.imageUrl!.slice(prefix.length));
      expect(calls).toEqual([
        {
          url: '/v1/images/generations',
          authorization: `Bearer ${IMAGE_API.key}`,
          body: { model: 'fake-image-model', prompt: 'Mur LED dans une boutique', size: '1536x1024', n: 1 },
        },
      ]);
      const image = await fetch(payload.imageUrl!);
      expect(image.headers.get('content-type')).toContain('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    },
  );

  it('turns an upstream 500 into a 502 that does not leak the key', async () => {
    answer = 'error500';
    const { status, payload } = await generate({ prompt: 'un mur LED', width: 1536, height: 1024 });
    expect({ status, payload }).toEqual({ status: 502, payload: { error: messages.upstreamRejected } });
  });

  it('refuses bad prompts, sizes, callers and methods as Node does, before calling the API', async () => {
    const asAdminHeaders = await headersOf(asAdmin);
    const cases = [
      { headers: asAdminHeaders, body: { prompt: '   ', width: 1536, height: 1024 }, error: messages.promptRequired },
      {
        headers: asAdminHeaders,
        body: { prompt: 'x'.repeat(1001), width: 1536, height: 1024 },
        error: messages.promptTooLong,
      },
      {
        headers: asAdminHeaders,
        body: { prompt: '<b>mur</b>', width: 1536, height: 1024 },
        error: messages.promptMarkup,
      },
      { headers: asAdminHeaders, body: { prompt: 'un mur LED', width: 800, height: 600 }, error: messages.size },
      {
        headers: await headersOf(asStaff),
        body: { prompt: 'un mur LED', width: 1536, height: 1024 },
        error: messages.forbidden,
      },
      {
        headers: bearer(ANON_KEY),
        body: { prompt: 'un mur LED', width: 1536, height: 1024 },
        error: messages.unauthenticated,
      },
    ];
    for (const { headers, body, error } of cases) {
      const answered = await expectSameAnswer(createHandler, 'generate-carousel-image', {
        headers,
        body: JSON.stringify(body),
      });
      expect(JSON.parse(answered.body)).toEqual({ error });
    }
    const wrongMethod = await expectSameAnswer(createHandler, 'generate-carousel-image', {
      method: 'GET',
      headers: asAdminHeaders,
    });
    expect(wrongMethod).toMatchObject({ status: 405, body: JSON.stringify({ error: messages.method }) });
    expect(calls).toEqual([]);
  });
});
