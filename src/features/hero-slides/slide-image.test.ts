import { describe, expect, it } from 'vitest';
import { slideImage } from './slide-image';

const url = 'https://x.supabase.co/storage/v1/object/public/carousel-media/1700000000000-abcdefghij.jpg';
const stem = url.replace(/\.jpg$/, '');

describe('a slide image', () => {
  it('offers its sizes by width, then the original at its own width, for a viewport-wide hero', () => {
    expect(slideImage({ image_url: url, image_width: 1800, image_variant_widths: [1600, 640, 1024] })).toEqual({
      src: url,
      srcSet: `${stem}-640w.webp 640w, ${stem}-1024w.webp 1024w, ${stem}-1600w.webp 1600w, ${url} 1800w`,
      sizes: '100vw',
      width: 1536,
      height: 1024,
    });
  });

  it('is one file when no size was made: small original, SVG, video or unknown width', () => {
    const single = { src: url, width: 1536, height: 1024 };
    expect(slideImage({ image_url: url, image_width: 600, image_variant_widths: [] })).toEqual(single);
    expect(slideImage({ image_url: url, image_width: null, image_variant_widths: [] })).toEqual(single);
    expect(
      slideImage({ image_url: '/images/hero/boutique-mur-led.svg', image_width: null, image_variant_widths: [] }),
    ).toEqual({
      ...single,
      src: '/images/hero/boutique-mur-led.svg',
    });
  });

  it('has no image for an unsafe address, whatever its sizes', () => {
    expect(
      slideImage({ image_url: 'javascript:alert(1)//a.png', image_width: 2000, image_variant_widths: [640] }),
    ).toBeUndefined();
  });
});
