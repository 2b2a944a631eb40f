import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, apiPort, createTestUser, SERVICE_ROLE_KEY, serviceClient, type TestUser } from '../support/clients';

// Malformed traffic over raw sockets (fetch would refuse to send most of it): every request
// must get an HTTP answer below 500, or at worst a closed connection for a body cut short,
// and the stack must still serve a normal select, sign-in and upload afterwards.
const BUCKET = 'carousel-media';
const prefix = `stack-fuzz-${Date.now().toString(36)}`;
let admin: TestUser;

/** Deterministic, so a failure replays. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(16);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const randomText = (alphabet: string, max: number) =>
  Array.from({ length: 1 + Math.floor(rand() * max) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');

interface RawCase {
  label: string;
  head: string | Buffer;
  body?: Buffer;
  /** A body shorter than Content-Length: the server may close without answering. */
  truncated?: boolean;
}

interface RawAnswer {
  status: number | null;
}

function send(c: RawCase): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(apiPort, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 10 s: ${c.label}`));
    }, 10_000);
    socket.on('connect', () => {
      socket.write(typeof c.head === 'string' ? Buffer.from(c.head, 'latin1') : c.head);
      if (c.body) socket.write(c.body);
      if (c.truncated) socket.end();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).subarray(0, 16).toString('latin1'));
      resolve({ status: match ? Number(match[1]) : null });
    });
  });
}

function request(method: string, target: string, headers: Record<string, string>, body?: Buffer | string): RawCase {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', `apikey: ${ANON_KEY}`];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (bytes && !('Content-Length' in headers)) lines.push(`Content-Length: ${bytes.length}`);
  return {
    label: `${method} ${target} ${JSON.stringify(headers).slice(0, 120)}`,
    head: `${lines.join('\r\n')}\r\n\r\n`,
    body: bytes,
  };
}

const SELECT_ALPHABET = 'abcdefghijklmnoprstuvwxyz_*,:.()!->"\\ %0123456789';
const TABLES = ['products', 'categories', 'hero_carousel_slides', 'quote_requests', 'no_such_table'];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lt',
  'like',
  'ilike',
  'in',
  'is',
  'fts',
  'cs',
  'cd',
  'ov',
  'not.eq',
  'bogus',
  '',
];
const FILTER_VALUES = [
  '(',
  ')',
  '(1,2',
  'abc',
  '1e999',
  '-',
  '""',
  '"\\',
  'null',
  'not_null',
  '%00',
  '%FF',
  '{',
  '[1]',
  "'; drop table x; --",
  '😀',
];

function selectCase(): RawCase {
  const select = encodeURIComponent(randomText(SELECT_ALPHABET, 40)).replace(/%25/g, pick(['%', '%25']));
  return request('GET', `/rest/v1/${pick(TABLES)}?select=${select}`, {});
}

function filterCase(): RawCase {
  const column = pick([
    'id',
    'name',
    'price',
    'created_at',
    'or',
    'and',
    'not.and',
    'nope',
    'name->>x',
    'select',
    'order',
    'limit',
    'offset',
  ]);
  const value = `${pick(OPERATORS)}.${pick(FILTER_VALUES)}${rand() < 0.3 ? randomText(SELECT_ALPHABET, 12) : ''}`;
  return request('GET', `/rest/v1/${pick(TABLES)}?${column}=${encodeURIComponent(value)}`, {});
}

const BAD_JSON = [
  '{',
  '[',
  '{"a":',
  'null',
  '"x"',
  '[1,2',
  '{"a":1}}',
  'nan',
  '\u0000',
  '{"a":"\ud800"}',
  '[[[[[[[[[[[[[[[[[[[[',
  '{"email":1,"password":[]}',
];

function jsonCase(): RawCase {
  const target = pick([
    '/rest/v1/products',
    '/rest/v1/quote_requests',
    '/rest/v1/rpc/no_such_function',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/token?grant_type=refresh_token',
    '/auth/v1/signup',
    '/auth/v1/recover',
    '/functions/v1/generate-carousel-image',
  ]);
  const body = rand() < 0.2 ? Buffer.from([0xff, 0xfe, 0x7b, 0xc3, 0x28]) : pick(BAD_JSON);
  return request(
    pick(['POST', 'PATCH', 'PUT']),
    target,
    {
      'Content-Type': pick([
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/vnd.pgrst.object+json',
        '',
      ]),
      Prefer: pick(['return=representation', 'resolution=merge-duplicates', 'count=exact', 'bogus=1', 'return=']),
    },
    body,
  );
}

const BAD_HEADER_VALUES = [
  'Bearer',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  'Basic Zm9vOmJhcg==',
  'Bearer ' + 'x'.repeat(8000),
  '\u00e9\u00e8',
  'Bearer %FF',
];

function headerCase(): RawCase {
  const headers: Record<string, string> = {};
  const name = pick([
    'Authorization',
    'apikey',
    'Prefer',
    'Range',
    'Accept',
    'Accept-Profile',
    'Content-Profile',
    'Content-Type',
    'x-upsert',
    'Cache-Control',
    'Origin',
  ]);
  headers[name] = pick([
    ...BAD_HEADER_VALUES,
    randomText(SELECT_ALPHABET, 30),
    'items=5-1',
    'bytes=abc',
    'stack_fixture',
    'pg_catalog',
    '*/*;q=x',
  ]);
  const target = pick([
    '/rest/v1/products?select=*',
    '/auth/v1/user',
    '/storage/v1/bucket',
    `/storage/v1/object/public/${BUCKET}/nothing.png`,
    '/functions/v1/generate-carousel-image',
    '/health',
    '/rest/v1/',
  ]);
  return request(pick(['GET', 'HEAD', 'DELETE', 'OPTIONS']), target, headers);
}

function pathCase(): RawCase {
  const bad = pick(['%FF', '%C3%28', '%E2%82', '%ED%A0%80', '%00', '..%2F..%2Fetc%2Fpasswd', '%', '%G1', '\u00ff']);
  const base = pick([
    '/rest/v1/',
    `/storage/v1/object/public/${BUCKET}/`,
    `/storage/v1/object/${BUCKET}/`,
    '/storage/v1/object/info/',
    '/auth/v1/',
    '/functions/v1/',
    '/',
  ]);
  const head = Buffer.concat([
    Buffer.from(`${pick(['GET', 'POST', 'DELETE'])} ${base}`, 'latin1'),
    rand() < 0.3 ? Buffer.from([0xff, 0xc3, 0x28]) : Buffer.from(bad, 'latin1'),
    Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', 'latin1'),
  ]);
  return { label: `path ${base}${bad}`, head };
}

function rangeCase(object: string): RawCase {
  const range = pick([
    'bytes=abc',
    'bytes=5-1',
    'bytes=-0',
    'bytes=999999999-',
    'bytes=0-1,3-4',
    'bytes=',
    'items=0-1',
    'bytes=-',
    `bytes=${Math.floor(rand() * 20)}-${Math.floor(rand() * 20) - 5}`,
  ]);
  return request('GET', `/storage/v1/object/public/${BUCKET}/${object}`, { Range: range });
}

function bodySizeCase(): RawCase {
  const target = pick([
    '/rest/v1/products',
    '/auth/v1/token?grant_type=password',
    `/storage/v1/object/${BUCKET}/${prefix}/big.png`,
  ]);
  if (rand() < 0.5) {
    // Announced but never fully sent.
    const c = request(
      'POST',
      target,
      { 'Content-Type': 'application/json', 'Content-Length': String(1_000_000 + Math.floor(rand() * 1e8)) },
      Buffer.alloc(1024, 0x7b),
    );
    return { ...c, truncated: true };
  }
  return request('POST', target, { 'Content-Type': 'application/json' }, Buffer.alloc(2 * 1024 * 1024, 0x5b));
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  const { error } = await serviceClient()
    .storage.from(BUCKET)
    .upload(`${prefix}/ranged.png`, new Uint8Array(32).fill(9), { contentType: 'image/png' });
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  const service = serviceClient();
  const { data } = await service.storage.from(BUCKET).list(prefix);
  if (data?.length) await service.storage.from(BUCKET).remove(data.map((f) => `${prefix}/${f.name}`));
  await admin?.remove();
});

describe('fuzzing the local stack', () => {
  it('answers 1 000+ malformed requests without a 5xx, then still serves select, sign-in and upload', async () => {
    const cases: RawCase[] = [
      ...Array.from({ length: 250 }, selectCase),
      ...Array.from({ length: 250 }, filterCase),
      ...Array.from({ length: 200 }, jsonCase),
      ...Array.from({ length: 180 }, headerCase),
      ...Array.from({ length: 80 }, pathCase),
      ...Array.from({ length: 60 }, () => rangeCase(`${prefix}/ranged.png`)),
      ...Array.from({ length: 16 }, bodySizeCase),
      request('GET', '/rest/v1/products?select=*', {
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        Range: 'bytes=nonsense',
      }),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    const failures: string[] = [];
    let answered = 0;
    for (let i = 0; i < cases.length; i += 8) {
      const batch = cases.slice(i, i + 8);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((answer, j) => {
        const c = batch[j]!;
        if (answer.status !== null) answered += 1;
        if (answer.status === null ? !c.truncated : answer.status >= 500) failures.push(`${answer.status} ${c.label}`);
      });
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThanOrEqual(1000);

    const { data: products, error: selectError } = await serviceClient().from('products').select('id').limit(1);
    expect(selectError).toBeNull();
    expect(Array.isArray(products)).toBe(true);
    const signedIn = await admin.client.auth.signInWithPassword({ email: admin.email, password: admin.password });
    expect(signedIn.error).toBeNull();
    const upload = await admin.client.storage
      .from(BUCKET)
      .upload(`${prefix}/after.png`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const { data: listed } = await serviceClient().storage.from(BUCKET).list(prefix);
    expect(listed?.map((f) => f.name).sort()).toEqual(['after.png', 'ranged.png']);
  }, 60_000);
});
