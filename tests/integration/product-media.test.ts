import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories';
import { admin, anon, apiUrl, service, signedIn, type Client } from './support';

/**
 * Product media (issue 17, §3) against the real database and storage: the alt text rule, the
 * main image that `products.image_url` follows, the bucket's type and size rules, and the
 * orphaned-file check. The RLS cells of product_images are in rls-matrix.test.ts.
 */

const BUCKET = 'product-images';
const PLACEHOLDER = '/images/products/image-a-venir.svg';
const publicUrl = (path: string) => `${apiUrl}/storage/v1/object/public/${BUCKET}/${path}`;

/** The 8-byte PNG signature followed by filler: enough for storage, which trusts the declared type. */
const png = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size)]);

let db: Client;
let writer: Client;
const products: string[] = [];
const files: string[] = [];

async function newProduct(): Promise<string> {
  const { data, error } = await db.from('products').insert(factories.products()).select('id').single();
  if (error) throw error;
  products.push(data.id);
  return data.id;
}

function imageRow(productId: string, over: Record<string, unknown> = {}) {
  const path = `${productId}/${randomUUID()}.png`;
  return {
    product_id: productId,
    path,
    url: publicUrl(path),
    alt: 'Écran LED vu de face',
    width: 1200,
    height: 900,
    ...over,
  };
}

async function imageUrlOf(productId: string): Promise<string> {
  const { data } = await db.from('products').select('image_url').eq('id', productId).single();
  return data!.image_url;
}

beforeAll(async () => {
  db = service();
  writer = await admin();
});

afterAll(async () => {
  if (files.length) await db.storage.from(BUCKET).remove(files);
  if (products.length) await db.from('products').delete().in('id', products);
});

describe('alt text', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['markup', 'Écran <img src=x onerror=alert(1)>'],
    ['181 characters', 'é'.repeat(181)],
  ])('refuses an %s alt text (product_images_alt_check)', async (_case, alt) => {
    const productId = await newProduct();
    const { error } = await writer.from('product_images').insert(imageRow(productId, { alt }));
    expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('product_images_alt_check') });
    const { count } = await db
      .from('product_images')
      .select('id', { count: 'exact', head: true })
      .eq('product_id', productId);
    expect(count).toBe(0);
  });

  it('accepts 180 characters of plain text', async () => {
    const productId = await newProduct();
    const { error } = await writer.from('product_images').insert(imageRow(productId, { alt: 'é'.repeat(180) }));
    expect(error).toBeNull();
  });

  it('refuses a URL that is not the public address of the path, and a path outside the product folder', async () => {
    const productId = await newProduct();
    const other = await newProduct();
    const row = imageRow(productId);
    const badUrl = await writer.from('product_images').insert({ ...row, url: 'https://ailleurs.example/x.png' });
    expect(badUrl.error?.message).toContain('product_images_url_check');
    const path = `${other}/${randomUUID()}.png`;
    const badPath = await writer.from('product_images').insert({ ...row, path, url: publicUrl(path) });
    expect(badPath.error?.message).toContain('product_images_path_check');
  });
});

describe('products.image_url follows the main image', () => {
  it('first image, a second one made main, reorder, deletions down to the neutral artwork', async () => {
    const productId = await newProduct();
    const first = imageRow(productId, { position: 0 });
    const second = imageRow(productId, { position: 1 });
    const inserted = await writer.from('product_images').insert([first, second]).select('id, path');
    expect(inserted.error).toBeNull();
    const idOf = (path: string) => inserted.data!.find((r) => r.path === path)!.id;

    // No image marked main: the first in order.
    expect(await imageUrlOf(productId)).toBe(first.url);

    const main = await writer.rpc('set_main_product_image', { image_id: idOf(second.path) });
    expect(main).toMatchObject({ error: null, data: 1 });
    expect(await imageUrlOf(productId)).toBe(second.url);

    // Typing another URL in the product form does not unhook the main image.
    await writer.from('products').update({ image_url: '/images/products/ecran-led-exterieur.svg' }).eq('id', productId);
    expect(await imageUrlOf(productId)).toBe(second.url);

    // A second main image is refused by the partial unique index.
    const twoMains = await writer.from('product_images').update({ is_main: true }).eq('id', idOf(first.path));
    expect(twoMains.error?.code).toBe('23505');

    await writer.from('product_images').update({ is_main: false }).eq('id', idOf(second.path));
    const reordered = await writer.rpc('reorder_product_images', {
      product: productId,
      ordered_ids: [idOf(second.path), idOf(first.path)],
    });
    expect(reordered).toMatchObject({ error: null, data: 2 });
    expect(await imageUrlOf(productId)).toBe(second.url);

    await writer.from('product_images').delete().eq('id', idOf(second.path));
    expect(await imageUrlOf(productId)).toBe(first.url);
    await writer.from('product_images').delete().eq('id', idOf(first.path));
    expect(await imageUrlOf(productId)).toBe(PLACEHOLDER);
  });

  it('refuses an order that leaves out one of the images', async () => {
    const productId = await newProduct();
    const { data } = await writer
      .from('product_images')
      .insert([imageRow(productId), imageRow(productId)])
      .select('id');
    const { error } = await writer.rpc('reorder_product_images', { product: productId, ordered_ids: [data![0].id] });
    expect(error?.message).toBe('L’ordre envoyé ne correspond pas aux images du produit : rechargez la page.');
  });

  it('a catalogue reader can neither choose the main image nor reorder', async () => {
    const productId = await newProduct();
    const { data } = await writer
      .from('product_images')
      .insert([imageRow(productId), imageRow(productId)])
      .select('id, url');
    const viewer = await signedIn('lecteur@example.com', 'demo123456');
    expect(await viewer.rpc('set_main_product_image', { image_id: data![1].id })).toMatchObject({ data: 0 });
    expect(await imageUrlOf(productId)).toBe(data![0].url);
  });

  it('deleting the product deletes its image rows', async () => {
    const productId = await newProduct();
    await writer.from('product_images').insert(imageRow(productId));
    await writer.from('products').delete().eq('id', productId);
    const { count } = await db
      .from('product_images')
      .select('id', { count: 'exact', head: true })
      .eq('product_id', productId);
    expect(count).toBe(0);
  });
});

describe('the product-images bucket', () => {
  it('refuses a type outside JPEG/PNG/WebP/AVIF and a file over 5 MB, accepts a PNG', async () => {
    const bucket = writer.storage.from(BUCKET);
    const folder = randomUUID();
    const text = await bucket.upload(`${folder}/a.png`, Buffer.from('pas une image'), { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415' });
    const svg = await bucket.upload(`${folder}/b.svg`, Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    expect(svg.error).toMatchObject({ statusCode: '415' });
    const big = await bucket.upload(`${folder}/c.png`, png(5 * 1024 * 1024), { contentType: 'image/png' });
    expect(big.error).toMatchObject({ statusCode: '413' });
    const ok = await bucket.upload(`${folder}/d.png`, png(), { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    files.push(`${folder}/d.png`);
  });

  it('a catalogue reader cannot upload', async () => {
    const viewer = await signedIn('lecteur@example.com', 'demo123456');
    const { error } = await viewer.storage
      .from(BUCKET)
      .upload(`${randomUUID()}/x.png`, png(), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '403' });
  });
});

describe('orphaned files', () => {
  it('lists files no image names (original or size) and only those', async () => {
    const productId = await newProduct();
    const row = imageRow(productId, { variant_widths: [480, 960] });
    const variant480 = row.path.replace(/\.png$/, '-480w.webp');
    const stray = `${productId}/${randomUUID()}.png`;
    for (const name of [row.path, variant480, stray]) {
      const { error } = await writer.storage.from(BUCKET).upload(name, png(), { contentType: 'image/png' });
      expect(error).toBeNull();
      files.push(name);
    }
    expect((await writer.from('product_images').insert(row)).error).toBeNull();

    const { data, error } = await writer.rpc('list_orphan_product_files', { older_than_minutes: 0 });
    expect(error).toBeNull();
    const mine = (data ?? []).map((f) => f.name).filter((name) => name.startsWith(productId));
    expect(mine).toEqual([stray]);

    // Recent files are left alone by default: an upload may be on its way to its row.
    const recent = await writer.rpc('list_orphan_product_files');
    expect((recent.data ?? []).map((f) => f.name)).not.toContain(stray);
  });

  it('is closed to visitors and shows nothing to signed-in users without a role', async () => {
    const visitor = await anon().rpc('list_orphan_product_files', { older_than_minutes: 0 });
    expect(visitor.error?.code).toBe('42501');
    const norole = await signedIn('staff@example.com', 'staff123456');
    const seen = await norole.rpc('list_orphan_product_files', { older_than_minutes: 0 });
    expect(seen).toMatchObject({ error: null, data: [] });
  });
});
