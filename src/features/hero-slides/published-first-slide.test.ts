import { describe, expect, it } from 'vitest';
import { firstSlideImage, firstSlidePreload } from './published-first-slide';
import { heroSlide } from './hero-slide.fixture';

describe('the published first slide', () => {
  it('is the first slide live that day', () => {
    const rows = [
      heroSlide({ id: 'ended', image_url: '/images/hero/old.svg', end_date: '2026-03-01' }),
      heroSlide({ id: 'live', image_url: 'https://cdn.example.com/a.webp?x=1&y=2' }),
    ];
    expect(firstSlideImage(rows, '2026-03-02')).toEqual({
      src: 'https://cdn.example.com/a.webp?x=1&y=2',
      width: 1536,
      height: 1024,
    });
  });

  it('is none for a video, an unsafe URL or no live slide', () => {
    expect(firstSlideImage([heroSlide({ media_type: 'video', image_url: '/v.mp4' })], '2026-03-02')).toBeUndefined();
    expect(firstSlideImage([heroSlide({ image_url: 'javascript:alert(1)' })], '2026-03-02')).toBeUndefined();
    expect(firstSlideImage([heroSlide({ start_date: '2026-04-01' })], '2026-03-02')).toBeUndefined();
  });

  it('is preloaded from the head at high priority, as one file when it has no sizes', () => {
    expect(
      firstSlidePreload(firstSlideImage([heroSlide({ image_url: 'https://cdn.example.com/a.webp?x=1&y=2' })])),
    ).toBe('<link rel="preload" as="image" href="https://cdn.example.com/a.webp?x=1&amp;y=2" fetchpriority="high">');
    expect(firstSlidePreload(undefined)).toBe('');
  });

  it('is preloaded with the srcset and sizes its image will use when sizes were made at upload', () => {
    const base = 'https://x.supabase.co/storage/v1/object/public/carousel-media';
    const image = firstSlideImage([
      heroSlide({ image_url: `${base}/1-a&b.png`, image_width: 2400, image_variant_widths: [1600, 640, 1024] }),
    ]);
    expect(firstSlidePreload(image)).toBe(
      `<link rel="preload" as="image" href="${base}/1-a&amp;b.png"` +
        ` imagesrcset="${base}/1-a&amp;b-640w.webp 640w, ${base}/1-a&amp;b-1024w.webp 1024w, ${base}/1-a&amp;b-1600w.webp 1600w, ${base}/1-a&amp;b.png 2400w"` +
        ` imagesizes="100vw" fetchpriority="high">`,
    );
  });
});
