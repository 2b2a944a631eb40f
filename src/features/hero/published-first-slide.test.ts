import { describe, expect, it } from 'vitest';
import { firstSlideImage, firstSlidePreload } from './published-first-slide';
import type { HeroSlide } from './slide-window';

const slide = (overrides: Partial<HeroSlide>): HeroSlide => ({
  id: 's',
  title: null,
  subtitle: null,
  image_url: '/images/hero/boutique-mur-led.svg',
  cta_text: null,
  cta_link: null,
  active: true,
  start_date: null,
  end_date: null,
  media_type: 'image',
  generated_by_ai: false,
  generation_prompt: null,
  order_position: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('the published first slide', () => {
  it('is the first slide live that day', () => {
    const rows = [
      slide({ id: 'ended', image_url: '/images/hero/old.svg', end_date: '2026-03-01' }),
      slide({ id: 'live', image_url: 'https://cdn.example.com/a.webp?x=1&y=2' }),
    ];
    expect(firstSlideImage(rows, '2026-03-02')).toBe('https://cdn.example.com/a.webp?x=1&y=2');
  });

  it('is none for a video, an unsafe URL or no live slide', () => {
    expect(firstSlideImage([slide({ media_type: 'video', image_url: '/v.mp4' })], '2026-03-02')).toBeUndefined();
    expect(firstSlideImage([slide({ image_url: 'javascript:alert(1)' })], '2026-03-02')).toBeUndefined();
    expect(firstSlideImage([slide({ start_date: '2026-04-01' })], '2026-03-02')).toBeUndefined();
  });

  it('is preloaded from the head at high priority', () => {
    expect(firstSlidePreload('https://cdn.example.com/a.webp?x=1&y=2')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/a.webp?x=1&amp;y=2" fetchpriority="high">',
    );
    expect(firstSlidePreload(undefined)).toBe('');
  });
});
