import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeroSlides, type HeroSlidesState } from '../api/fetch-hero-slides';
import { heroSlide } from '../hero-slide.fixture';
import { HERO_INTERVAL_MS } from '../use-auto-rotate';
import { preloadHeroSlides } from './hero-backdrop';
import { HeroSeedProvider, type HeroSeed } from './hero-seed';
import { HeroSection } from './hero-section';

vi.mock('../api/fetch-hero-slides', () => ({ useHeroSlides: vi.fn() }));
// Whether the browser has been idle since the page loaded (the slide engine waits for it).
const browser = vi.hoisted(() => ({ idle: true }));
vi.mock('@/lib/use-idle', () => ({ useIdle: () => browser.idle }));
const mockedUseHeroSlides = vi.mocked(useHeroSlides);

const threeSlides = [
  heroSlide({ id: 's1', title: 'Boutique', image_url: '/images/hero/boutique-mur-led.svg', order_position: 1 }),
  heroSlide({ id: 's2', title: 'Restaurant', image_url: '/images/hero/restaurant-menu-borne.svg', order_position: 2 }),
  heroSlide({ id: 's3', title: 'Hall', image_url: '/images/hero/hall-entreprise-totems.svg', order_position: 3 }),
];

function state(overrides: Partial<HeroSlidesState>): HeroSlidesState {
  return { slides: [], isLoading: false, isError: false, ...overrides };
}

function renderHero(seed: HeroSeed | null = null) {
  return render(
    <MemoryRouter>
      <HeroSeedProvider seed={seed}>
        <HeroSection />
      </HeroSeedProvider>
    </MemoryRouter>,
  );
}

const publishedImage = () => document.querySelector('img[data-hero-published]');

function activeSlideLabel() {
  const active = document.querySelector('[data-active="true"]');
  return active?.getAttribute('aria-label');
}

function setReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

beforeAll(() => preloadHeroSlides());
beforeEach(() => {
  browser.idle = true;
  setReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HeroSection', () => {
  it('always shows the h1, both calls to action and the three benefits', () => {
    mockedUseHeroSlides.mockReturnValue(state({ isLoading: true }));
    renderHero();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Location longue durée d’écrans professionnels' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Demander un devis/ })).toHaveAttribute('href', '/contact-pro');
    expect(screen.getByRole('link', { name: 'Simuler mon loyer' })).toHaveAttribute('href', '/leasing#simulator');
    const benefits = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent?.replace(/\u00a0/g, ' '));
    expect(benefits).toEqual(['Environ 40 % d’économie', 'SAV 24h/7j', 'Installation et formation incluses']);
  });

  it.each([
    ['while loading', state({ isLoading: true })],
    ['on error', state({ isError: true })],
    ['with no slide', state({})],
  ])('shows only the plain gradient %s', (_label, value) => {
    mockedUseHeroSlides.mockReturnValue(value);
    renderHero();
    expect(screen.getByTestId('hero-gradient')).toBeInTheDocument();
    expect(screen.queryByTestId('hero-slides')).not.toBeInTheDocument();
    expect(document.querySelector('img, video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Diapositive suivante' })).not.toBeInTheDocument();
  });

  it('shows the published first slide while the slides load, at high priority, and keeps it while it is still first', () => {
    mockedUseHeroSlides.mockReturnValue(state({ isLoading: true }));
    const { rerender } = renderHero({ image: '/images/hero/boutique-mur-led.svg' });
    expect(publishedImage()).toHaveAttribute('src', '/images/hero/boutique-mur-led.svg');
    expect(publishedImage()).toHaveAttribute('fetchpriority', 'high');
    expect(publishedImage()).toHaveAttribute('width', '1536');

    mockedUseHeroSlides.mockReturnValue(state({ slides: threeSlides }));
    rerender(
      <MemoryRouter>
        <HeroSeedProvider seed={{ image: '/images/hero/boutique-mur-led.svg' }}>
          <HeroSection />
        </HeroSeedProvider>
      </MemoryRouter>,
    );
    expect(publishedImage()).toHaveAttribute('src', '/images/hero/boutique-mur-led.svg');
  });

  it.each([
    ['another slide is first now', state({ slides: threeSlides.slice(1) })],
    ['no slide is live any more', state({})],
    ['the slides failed to load', state({ isError: true })],
  ])('drops the published first slide when %s', (_label, value) => {
    mockedUseHeroSlides.mockReturnValue(value);
    renderHero({ image: '/images/hero/boutique-mur-led.svg' });
    expect(publishedImage()).toBeNull();
  });

  it('gives the first slide image priority and explicit dimensions', () => {
    mockedUseHeroSlides.mockReturnValue(state({ slides: threeSlides }));
    renderHero();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1536');
    expect(images[0]).toHaveAttribute('height', '1024');
    expect(images[0]).toHaveAttribute('alt', 'Boutique');
    expect(images[1]).toHaveAttribute('fetchpriority', 'low');
  });

  it('offers the sizes made at upload through srcset and sizes, and none for an SVG or a video', () => {
    const base = 'http://127.0.0.1:54321/storage/v1/object/public/carousel-media';
    mockedUseHeroSlides.mockReturnValue(
      state({
        slides: [
          heroSlide({
            id: 'png',
            title: 'Vitrine',
            image_url: `${base}/1-a.png`,
            image_width: 1200,
            image_variant_widths: [640, 1024],
          }),
          heroSlide({ id: 'svg', title: 'Boutique' }),
          heroSlide({ id: 'mp4', title: 'Clip', media_type: 'video', image_url: `${base}/2-b.mp4` }),
        ],
      }),
    );
    renderHero();
    const [uploaded, svg] = screen.getAllByRole('img', { hidden: true });
    expect(uploaded).toHaveAttribute('src', `${base}/1-a.png`);
    expect(uploaded).toHaveAttribute(
      'srcset',
      `${base}/1-a-640w.webp 640w, ${base}/1-a-1024w.webp 1024w, ${base}/1-a.png 1200w`,
    );
    expect(uploaded).toHaveAttribute('sizes', '100vw');
    expect(uploaded).toHaveAttribute('fetchpriority', 'high');
    expect(svg).toHaveAttribute('src', '/images/hero/boutique-mur-led.svg');
    expect(svg).not.toHaveAttribute('srcset');
    expect(svg).not.toHaveAttribute('sizes');
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', `${base}/2-b.mp4`);
    expect(video).not.toHaveAttribute('srcset');
  });

  it('gives the published first slide the srcset the prerenderer wrote, and none to an older seed', () => {
    const srcSet = '/m/1-a-640w.webp 640w, /m/1-a.png 900w';
    mockedUseHeroSlides.mockReturnValue(state({ isLoading: true }));
    const { unmount } = renderHero({ image: '/m/1-a.png', srcSet });
    expect(publishedImage()).toHaveAttribute('srcset', srcSet);
    expect(publishedImage()).toHaveAttribute('sizes', '100vw');
    expect(publishedImage()).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderHero({ image: '/images/hero/boutique-mur-led.svg' });
    expect(publishedImage()).not.toHaveAttribute('srcset');
    expect(publishedImage()).not.toHaveAttribute('sizes');
  });

  it('loads the slide engine once the page is idle, or at once when a visitor moves to another slide', async () => {
    browser.idle = false;
    mockedUseHeroSlides.mockReturnValue(state({ slides: threeSlides }));
    const user = userEvent.setup();
    renderHero();
    // Until then the first image is the backdrop's own layer, drawn by src/boot.ts.
    expect(screen.queryByTestId('hero-slides')).not.toBeInTheDocument();
    expect(document.querySelector('[data-hero-first-image]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(screen.getByTestId('hero-slides')).toBeInTheDocument();
    expect(activeSlideLabel()).toBe('2 sur 3');
  });

  it('advances every 5000 ms and loops back to the first slide', () => {
    vi.useFakeTimers();
    mockedUseHeroSlides.mockReturnValue(state({ slides: threeSlides }));
    renderHero();
    expect(activeSlideLabel()).toBe('1 sur 3');

    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(activeSlideLabel()).toBe('1 sur 3');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlideLabel()).toBe('2 sur 3');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlideLabel()).toBe('3 sur 3');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlideLabel()).toBe('1 sur 3');
  });

  it('moves with the previous and next arrows, wrapping both ways', async () => {
    mockedUseHeroSlides.mockReturnValue(state({ slides: threeSlides }));
    const user = userEvent.setup();
    renderHero();
    await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(activeSlideLabel()).toBe('3 sur 3');
    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(activeSlideLabel()).toBe('1 sur 3');
    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(activeSlideLabel()).toBe('2 sur 3');
  });

  it('stops rotating when paused', async () => {
    vi.useFakeTimers();
    mockedUseHeroSlides.mockReturnValue(state({ slides: threeSlides }));
    renderHero();
    act(() => screen.getByRole('button', { name: 'Mettre en pause le défilement' }).click());
    act(() => screen.getByRole('button', { name: 'Reprendre le défilement' }).blur());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeSlideLabel()).toBe('1 sur 3');
  });

  it('does not rotate for visitors who prefer reduced motion', () => {
    setReducedMotion(true);
    vi.useFakeTimers();
    mockedUseHeroSlides.mockReturnValue(state({ slides: threeSlides }));
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeSlideLabel()).toBe('1 sur 3');
    expect(screen.queryByRole('button', { name: 'Mettre en pause le défilement' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
  });

  it('plays a video slide muted, looped and inline', () => {
    mockedUseHeroSlides.mockReturnValue(
      state({ slides: [heroSlide({ id: 'v', media_type: 'video', image_url: 'https://cdn.example.com/hero.mp4' })] }),
    );
    const { container } = renderHero();
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/hero.mp4');
  });

  it('never uses an unsafe media URL', () => {
    mockedUseHeroSlides.mockReturnValue(state({ slides: [heroSlide({ id: 'x', image_url: 'javascript:alert(1)' })] }));
    const { container } = renderHero();
    expect(container.querySelector('img, video')).toBeNull();
  });

  it('shows the caption of the slide on screen', () => {
    mockedUseHeroSlides.mockReturnValue(
      state({
        slides: [
          heroSlide({
            id: 'c',
            title: 'Mur LED',
            subtitle: 'Boutique rue de Rivoli',
            cta_text: 'Voir',
            cta_link: '/leasing',
          }),
        ],
      }),
    );
    renderHero();
    const group = screen.getByRole('group', { name: 'Réalisations en affichage dynamique' });
    expect(within(group).getByText('Boutique rue de Rivoli')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Voir' })).toHaveAttribute('href', '/leasing');
  });
});
