import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories';
import { admin, anon, apiUrl, service, type Client } from './support';

/**
 * A hero slide's image width and its sizes (supabase/schemas/content.sql),
 * written as the back-office writes them (an administrator through the API): the database refuses
 * what src/features/hero-slides/schemas.ts refuses, and visitors read both columns on live slides.
 */

const image = `${apiUrl}/storage/v1/object/public/carousel-media/1700000000000-abcdefghij.png`;

let db: Client;
let writer: Client;
const created: string[] = [];
let refused = 0;

beforeAll(async () => {
  db = service();
  writer = await admin();
});

afterAll(async () => {
  if (created.length) await db.from('hero_carousel_slides').delete().in('id', created);
});

async function insert(over: Parameters<typeof factories.hero_carousel_slides>[0]) {
  const result = await writer
    .from('hero_carousel_slides')
    .insert(factories.hero_carousel_slides(over))
    .select()
    .maybeSingle();
  if (result.data) created.push(result.data.id);
  return result;
}

const countAt = async (url: string) =>
  (await db.from('hero_carousel_slides').select('id', { count: 'exact', head: true }).eq('image_url', url)).count;

describe('hero slide sizes: what the database refuses', () => {
  it.each([
    [
      'sizes without the width',
      { image_width: null, image_variant_widths: [640] },
      'hero_slides_variants_need_width_check',
    ],
    [
      'a width the app does not make',
      { image_width: 2000, image_variant_widths: [800] },
      'hero_slides_variant_widths_check',
    ],
    [
      'the same width twice',
      { image_width: 2000, image_variant_widths: [640, 640] },
      'hero_slides_variant_widths_check',
    ],
    [
      'a size as wide as the original',
      { image_width: 1024, image_variant_widths: [640, 1024] },
      'hero_slides_variants_need_width_check',
    ],
    [
      'a size wider than the original',
      { image_width: 900, image_variant_widths: [1600] },
      'hero_slides_variants_need_width_check',
    ],
    [
      'a video with sizes',
      { media_type: 'video', image_width: 1920, image_variant_widths: [640] },
      'hero_slides_video_variants_check',
    ],
    ['a width of 0', { image_width: 0 }, 'hero_slides_image_width_check'],
    ['a width above 20000', { image_width: 20001 }, 'hero_slides_image_width_check'],
  ])('%s', async (_label, over, constraint) => {
    const url = image.replace('abcdefghij', `refused${String(++refused).padStart(3, '0')}`);
    const { data, error } = await insert({ ...over, image_url: url });
    expect(data).toBeNull();
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
    expect(await countAt(url)).toBe(0);
  });

  it('refuses sizes added later to a slide of unknown width, and leaves the row as it was', async () => {
    const { data: row, error } = await insert({ image_url: image.replace('abcdefghij', 'later00000') });
    expect(error).toBeNull();
    const update = await writer
      .from('hero_carousel_slides')
      .update({ image_variant_widths: [640] })
      .eq('id', row!.id)
      .select();
    expect(update.error?.code).toBe('23514');
    const { data: stored } = await db
      .from('hero_carousel_slides')
      .select('image_width, image_variant_widths')
      .eq('id', row!.id)
      .single();
    expect(stored).toEqual({ image_width: null, image_variant_widths: [] });
  });
});

describe('hero slide sizes: what the database keeps', () => {
  it('stores an uploaded image’s width and sizes, which a visitor reads on the live slide', async () => {
    const { data, error } = await insert({ image_url: image, image_width: 1200, image_variant_widths: [640, 1024] });
    expect(error).toBeNull();
    const { data: stored } = await db
      .from('hero_carousel_slides')
      .select('image_width, image_variant_widths')
      .eq('id', data!.id)
      .single();
    expect(stored).toEqual({ image_width: 1200, image_variant_widths: [640, 1024] });

    const visitor = await anon()
      .from('hero_carousel_slides')
      .select('id, image_width, image_variant_widths')
      .eq('id', data!.id);
    expect(visitor.error).toBeNull();
    expect(visitor.data).toEqual([{ id: data!.id, image_width: 1200, image_variant_widths: [640, 1024] }]);
  });

  it('gives an SVG, a video or an older slide no width and no sizes by default', async () => {
    const { data, error } = await insert({ image_url: '/images/hero/test.svg' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ image_width: null, image_variant_widths: [] });
    const video = await insert({ image_url: image.replace('.png', '.mp4'), media_type: 'video' });
    expect(video.error).toBeNull();
    expect(video.data).toMatchObject({ image_width: null, image_variant_widths: [] });
  });

  it('lets an administrator change the width and sizes when the image is replaced', async () => {
    const { data } = await insert({
      image_url: image.replace('abcdefghij', 'replace000'),
      image_width: 900,
      image_variant_widths: [640],
    });
    const update = await writer
      .from('hero_carousel_slides')
      .update({
        image_url: image.replace('abcdefghij', 'replace001'),
        image_width: 2400,
        image_variant_widths: [640, 1024, 1600],
      })
      .eq('id', data!.id)
      .select('image_width, image_variant_widths');
    expect(update.error).toBeNull();
    expect(update.data).toEqual([{ image_width: 2400, image_variant_widths: [640, 1024, 1600] }]);
  });
});
