import type { HeroSlide } from './slide-window';

/** A live image slide with no dates, for the hero's tests; each test states what differs. */
export function heroSlide(overrides: Partial<HeroSlide>): HeroSlide {
  return {
    id: 'slide',
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
    order_position: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    image_width: null,
    image_variant_widths: [],
    ...overrides,
  };
}
