import { describe, expect, it } from 'vitest';
import type { CatalogImage } from './api/catalogue-rows';
import { orderedImages, productPictures } from './product-images';

const url = (id: string) => `https://projet.supabase.co/storage/v1/object/public/product-images/p/${id}.jpg`;
const image = (id: string, over: Partial<CatalogImage> = {}): CatalogImage => ({
  id,
  url: url(id),
  alt: `Vue ${id}`,
  width: 1600,
  height: 1200,
  is_main: false,
  position: 0,
  created_at: '2026-11-26T10:00:00Z',
  variant_widths: [480, 960],
  ...over,
});

describe('product pictures', () => {
  it('puts the main image first, then the others by position and upload time', () => {
    const images = [
      image('c', { position: 2 }),
      image('b', { position: 1, created_at: '2026-11-26T11:00:00Z' }),
      image('a', { position: 1 }),
      image('m', { position: 3, is_main: true }),
    ];
    expect(orderedImages(images).map((i) => i.id)).toEqual(['m', 'a', 'b', 'c']);
  });

  it('describes an uploaded image by its alt text, with its sizes and intrinsic size', () => {
    const [main] = productPictures({ name: 'Totem', image_url: url('a'), images: [image('a')] });
    expect(main).toEqual({
      src: url('a'),
      srcSet: `${url('a').replace('.jpg', '-480w.webp')} 480w, ${url('a').replace('.jpg', '-960w.webp')} 960w, ${url('a')} 1600w`,
      width: 1600,
      height: 1200,
      alt: 'Vue a',
    });
  });

  it('falls back to the typed image URL described by the name, or to nothing when it is unsafe', () => {
    expect(productPictures({ name: 'Totem', image_url: '/images/products/totem.svg', images: [] })).toEqual([
      { src: '/images/products/totem.svg', alt: 'Totem', width: 800, height: 600 },
    ]);
    expect(productPictures({ name: 'Totem', image_url: 'javascript:alert(1)', images: [] })).toEqual([]);
  });
});
