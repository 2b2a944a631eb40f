import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useIdle } from '@/lib/use-idle';
import { firstSlideImage } from '../published-first-slide';
import { HERO_IMAGE_SIZES } from '../slide-image';
import { useHeroSeed } from './hero-seed';
import { HERO_MEDIA_HEIGHT, HERO_MEDIA_WIDTH } from '../media-size';
import type { HeroSlidesProps } from './hero-slides';

const HeroSlides = lazyComponent(() => import('./hero-slides'));
/** Loads the slide engine ahead of its first render (the component tests do). */
export const preloadHeroSlides = HeroSlides.preload;

/**
 * The hero's background: a plain navy gradient, with the slides drawn over it when there are any.
 * Absolutely positioned, so the hero keeps the same height whether slides are loading, missing or shown.
 */
export function HeroBackdrop({
  slides,
  index,
  reducedMotion,
  rotating,
  loading,
}: HeroSlidesProps & { loading: boolean }) {
  // The published first slide (hero-seed.tsx): shown from the first paint while the slides load,
  // then for as long as it is still the first live slide.
  const seed = useHeroSeed();
  const published = seed && (loading || firstSlideImage(slides)?.src === seed.image) ? seed : undefined;
  // The slide engine (embla) is not needed for the first paint, which the published image and the
  // first-image layer give: it loads once the page is idle, or at once when a visitor moves on.
  const idle = useIdle();
  const showSlides = slides.length > 0 && (idle || index !== 0);
  return (
    <div className="absolute inset-0 -z-10 overflow-hidden">
      <div
        data-testid="hero-gradient"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_78%_18%,rgba(34,211,238,0.20),transparent_55%),linear-gradient(135deg,#06122a_0%,#0b1f3a_55%,#13294b_100%)]"
      />
      {published ? (
        <img
          src={published.image}
          srcSet={published.srcSet}
          sizes={published.srcSet ? HERO_IMAGE_SIZES : undefined}
          alt=""
          aria-hidden="true"
          width={HERO_MEDIA_WIDTH}
          height={HERO_MEDIA_HEIGHT}
          fetchPriority="high"
          data-hero-published=""
          className="absolute inset-0 h-full w-full object-cover object-center"
        />
      ) : null}
      {/* The first slide's image as soon as src/boot.ts has it (request-hero-slides.ts), under the slides. */}
      <div aria-hidden="true" data-hero-first-image="" className="absolute inset-0 bg-cover bg-center" />
      {showSlides ? (
        <Suspense fallback={null}>
          <HeroSlides slides={slides} index={index} reducedMotion={reducedMotion} rotating={rotating} />
        </Suspense>
      ) : null}
      {/* Legibility veil: darker behind the text (left, and bottom for the benefit cards). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(90deg,rgba(6,18,42,0.92)_0%,rgba(6,18,42,0.78)_38%,rgba(6,18,42,0.35)_70%,rgba(6,18,42,0.15)_100%)] max-lg:bg-[linear-gradient(180deg,rgba(6,18,42,0.80)_0%,rgba(6,18,42,0.86)_100%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-navy-deep/90 to-transparent"
      />
    </div>
  );
}
