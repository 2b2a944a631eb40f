import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, api, apiUrl, createTestUser, serviceClient, type TestUser } from '../support/clients';

// The real bucket from the migrations: public, 10 MiB, images and mp4 only, admin-only writes.
const BUCKET = 'carousel-media';
const PRIVATE = 'stack-fixture-private';

let admin: TestUser;
let user: TestUser;
let other: TestUser;
const prefix = `stack-test-${Date.now().toString(36)}`;

function png(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  for (let i = 8; i < size; i++) bytes[i] = (i * 31) % 256;
  return bytes;
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  user = await createTestUser();
  other = await createTestUser();
});

afterAll(async () => {
  const service = serviceClient();
  const { data } = await service.storage.from(BUCKET).list(prefix);
  if (data?.length) await service.storage.from(BUCKET).remove(data.map((f) => `${prefix}/${f.name}`));
  await Promise.all([admin?.remove(), user?.remove(), other?.remove()]);
});

describe('uploads to the carousel bucket', () => {
  it('stores the bytes and serves them back publicly with the stored headers and nosniff', async () => {
    const bytes = png(2048);
    const path = `${prefix}/dossier été/mon image.png`;
    const { data, error } = await admin.client.storage
      .from(BUCKET)
      .upload(path, bytes, { contentType: 'image/png', cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { data: url } = anonClient().storage.from(BUCKET).getPublicUrl(path);
    expect(url.publicUrl.startsWith(`${apiUrl}/storage/v1/object/public/${BUCKET}/`)).toBe(true);
    const res = await fetch(url.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('accepts multipart uploads (a Blob) with the empty-named file part', async () => {
    const bytes = png(512);
    const path = `${prefix}/blob.png`;
    const { error } = await admin.client.storage
      .from(BUCKET)
      .upload(path, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    expect(error).toBeNull();
    const res = await fetch(`${apiUrl}/storage/v1/object/public/${BUCKET}/${path}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a duplicate without upsert (HTTP 400, statusCode "409") and replaces with x-upsert', async () => {
    const path = `${prefix}/dup.png`;
    expect(
      (await admin.client.storage.from(BUCKET).upload(path, png(100), { contentType: 'image/png' })).error,
    ).toBeNull();
    const dup = await admin.client.storage.from(BUCKET).upload(path, png(100), { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const replacement = png(300);
    const up = await admin.client.storage
      .from(BUCKET)
      .upload(path, replacement, { contentType: 'image/png', upsert: true });
    expect(up.error).toBeNull();
    const res = await fetch(`${apiUrl}/storage/v1/object/public/${BUCKET}/${path}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(replacement)).toBe(true);
  });

  it('rejects 10 MiB + 1 byte (logical 413) and accepts exactly 10 MiB', async () => {
    const tooBig = await admin.client.storage
      .from(BUCKET)
      .upload(`${prefix}/big.png`, png(10 * 1024 * 1024 + 1), { contentType: 'image/png' });
    expect(tooBig.error).toMatchObject({ status: 400, statusCode: '413' });
    const exact = await admin.client.storage
      .from(BUCKET)
      .upload(`${prefix}/exact.png`, png(10 * 1024 * 1024), { contentType: 'image/png' });
    expect(exact.error).toBeNull();
  });

  it('rejects a MIME type the bucket does not allow (logical 415)', async () => {
    const { error } = await admin.client.storage
      .from(BUCKET)
      .upload(`${prefix}/page.html`, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/html is not supported' });
  });

  it('rejects an empty body', async () => {
    const res = await fetch(`${apiUrl}/storage/v1/object/${BUCKET}/${prefix}/empty.png`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${(await admin.client.auth.getSession()).data.session?.access_token}`,
        'Content-Type': 'image/png',
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).statusCode).toBe('400');
  });

  it('lets RLS refuse writers who are not admins (statusCode "403")', async () => {
    const asUser = await user.client.storage
      .from(BUCKET)
      .upload(`${prefix}/user.png`, png(10), { contentType: 'image/png' });
    expect(asUser.error).toMatchObject({ status: 400, statusCode: '403' });
    expect(asUser.error?.message).toMatch(/row-level security/);
    const asAnon = await anonClient()
      .storage.from(BUCKET)
      .upload(`${prefix}/anon.png`, png(10), { contentType: 'image/png' });
    expect(asAnon.error).toMatchObject({ status: 400, statusCode: '403' });
  });

  it('answers a missing bucket and a missing object with logical 404s', async () => {
    const noBucket = await admin.client.storage
      .from('no-such-bucket')
      .upload('x.png', png(10), { contentType: 'image/png' });
    expect(noBucket.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
    const res = await fetch(`${apiUrl}/storage/v1/object/public/${BUCKET}/${prefix}/missing.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('lists a folder and removes objects', async () => {
    const { data: listed, error } = await admin.client.storage
      .from(BUCKET)
      .list(prefix, { sortBy: { column: 'name', order: 'asc' } });
    expect(error).toBeNull();
    const names = listed?.map((f) => f.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['blob.png', 'dup.png', 'dossier été']));
    const folder = listed?.find((f) => f.name === 'dossier été');
    expect(folder?.id).toBeNull();
    const file = listed?.find((f) => f.name === 'dup.png');
    expect(file?.metadata).toMatchObject({ size: 300, mimetype: 'image/png' });

    const removed = await admin.client.storage.from(BUCKET).remove([`${prefix}/blob.png`]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((r) => r.name)).toEqual([`${prefix}/blob.png`]);
    const gone = await fetch(`${apiUrl}/storage/v1/object/public/${BUCKET}/${prefix}/blob.png`);
    expect(gone.status).toBe(400);
  });
});

describe('a private bucket with per-user folders (fixture)', () => {
  it('lets a user write and read only in their own folder', async () => {
    const own = `${user.id}/note.txt`;
    const up = await user.client.storage
      .from(PRIVATE)
      .upload(own, Buffer.from('bonjour'), { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    const { data, error } = await user.client.storage.from(PRIVATE).download(own);
    expect(error).toBeNull();
    expect(await data?.text()).toBe('bonjour');

    const intrusion = await other.client.storage
      .from(PRIVATE)
      .upload(own.replace('note', 'evil'), Buffer.from('x'), { contentType: 'text/plain' });
    expect(intrusion.error).toMatchObject({ statusCode: '403' });
    const peek = await other.client.storage.from(PRIVATE).download(own);
    expect(peek.error).not.toBeNull();
    const publicUrl = await fetch(`${apiUrl}/storage/v1/object/public/${PRIVATE}/${own}`);
    expect(publicUrl.status).toBe(400);

    const cleanup = await user.client.storage.from(PRIVATE).remove([own]);
    expect(cleanup.data).toHaveLength(1);
  });

  it('applies wildcard MIME rules and the bucket size limit', async () => {
    const image = await user.client.storage
      .from(PRIVATE)
      .upload(`${user.id}/a.webp`, png(100), { contentType: 'image/webp' });
    expect(image.error).toBeNull();
    const json = await user.client.storage
      .from(PRIVATE)
      .upload(`${user.id}/a.json`, Buffer.from('{}'), { contentType: 'application/json' });
    expect(json.error).toMatchObject({ statusCode: '415' });
    const big = await user.client.storage
      .from(PRIVATE)
      .upload(`${user.id}/big.txt`, Buffer.alloc(1025, 97), { contentType: 'text/plain' });
    expect(big.error).toMatchObject({ statusCode: '413' });
    await user.client.storage.from(PRIVATE).remove([`${user.id}/a.webp`]);
  });

  it('requires an Authorization header for non-public routes', async () => {
    const res = await fetch(`${apiUrl}/storage/v1/object/list/${PRIVATE}`, { method: 'POST', body: '{"prefix":""}' });
    expect(res.status).toBe(400);
    const forged = await api(`/storage/v1/object/list/${PRIVATE}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt', 'Content-Type': 'application/json' },
      body: '{"prefix":""}',
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe('InvalidJWT');
  });
});
