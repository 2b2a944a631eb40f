import { describe, expect, it } from 'vitest';
import { imageFiles, imageSrcSet, variantPath } from './product-image-files';

const base = 'https://projet.supabase.co/storage/v1/object/public/product-images';

describe('product image files', () => {
  it('names each size beside the original, as the SQL orphan check does', () => {
    expect(variantPath('p/i.jpg', 480)).toBe('p/i-480w.webp');
    expect(variantPath(`${base}/p/i.avif`, 960)).toBe(`${base}/p/i-960w.webp`);
    expect(imageFiles({ path: 'p/i.png', variant_widths: [480, 960] })).toEqual([
      'p/i.png',
      'p/i-480w.webp',
      'p/i-960w.webp',
    ]);
  });

  it('lists the sizes then the original at its own width', () => {
    expect(imageSrcSet({ url: `${base}/p/i.jpg`, width: 2400, height: 1800, variant_widths: [960, 480] })).toBe(
      `${base}/p/i-480w.webp 480w, ${base}/p/i-960w.webp 960w, ${base}/p/i.jpg 2400w`,
    );
    expect(imageSrcSet({ url: `${base}/p/i.png`, width: 400, height: 300, variant_widths: [] })).toBe(
      `${base}/p/i.png 400w`,
    );
  });
});
