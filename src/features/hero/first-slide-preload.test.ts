import { describe, expect, it } from 'vitest';
import { firstSlidePreload } from './first-slide-preload';
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

describe('firstSlidePreload', () => {
  it('preloads the first slide live that day, at high priority', () => {
    const rows = [
      slide({ id: 'ended', image_url: '/images/hero/old.svg', end_date: '2026-03-01' }),
      slide({ id: 'live', image_url: 'https://cdn.example.com/a.webp?x=1&y=2' }),
    ];
    expect(firstSlidePreload(rows, '2026-03-02')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/a.webp?x=1&amp;y=2" fetchpriority="high">',
    );
  });

  it('preloads nothing for a video, an unsafe URL or no live slide', () => {
    expect(firstSlidePreload([slide({ media_type: 'video', image_url: '/v.mp4' })], '2026-03-02')).toBe('');
    expect(firstSlidePreload([slide({ image_url: 'javascript:alert(1)' })], '2026-03-02')).toBe('');
    expect(firstSlidePreload([slide({ start_date: '2026-04-01' })], '2026-03-02')).toBe('');
  });
});
