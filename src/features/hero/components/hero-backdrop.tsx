import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { heroCarouselText } from '@/content/marketing-pages';
import { cn, safeUrl } from '@/lib/utils';
import type { HeroSlide } from '../slide-window';

/** Intrinsic size of the hero artwork (and of AI-generated slides, spec §9): reserves the box before decoding. */
export const HERO_MEDIA_WIDTH = 1536;
export const HERO_MEDIA_HEIGHT = 1024;

/**
 * The hero's background: a plain navy gradient, with the slides drawn over it when there are any.
 * Absolutely positioned, so the hero keeps the same height whether slides are loading, missing or shown.
 */
export function HeroBackdrop({
  slides,
  index,
  reducedMotion,
  rotating,
}: {
  slides: HeroSlide[];
  index: number;
  reducedMotion: boolean;
  rotating: boolean;
}) {
  return (
    <div className="absolute inset-0 -z-10 overflow-hidden">
      <div
        data-testid="hero-gradient"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_78%_18%,rgba(34,211,238,0.20),transparent_55%),linear-gradient(135deg,#06122a_0%,#0b1f3a_55%,#13294b_100%)]"
      />
      {slides.length > 0 ? (
        <HeroSlides slides={slides} index={index} reducedMotion={reducedMotion} rotating={rotating} />
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

function HeroSlides({
  slides,
  index,
  reducedMotion,
  rotating,
}: {
  slides: HeroSlide[];
  index: number;
  reducedMotion: boolean;
  rotating: boolean;
}) {
  // Moves are driven by the arrows and the timer only: the text sits over the slides, so no drag.
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, watchDrag: false, duration: 38 });

  useEffect(() => {
    if (!embla || embla.selectedScrollSnap() === index) return;
    embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);

  return (
    <div ref={viewportRef} className="absolute inset-0 overflow-hidden" data-testid="hero-slides">
      <div className="flex h-full" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={heroCarouselText.slideRole}
            aria-label={heroCarouselText.position(position + 1, slides.length)}
            aria-hidden={position !== index}
            data-active={position === index ? 'true' : undefined}
            className="relative h-full min-w-0 flex-[0_0_100%]"
          >
            <SlideMedia slide={slide} first={position === 0} reducedMotion={reducedMotion} />
          </div>
        ))}
      </div>
    </div>
  );
}

function SlideMedia({ slide, first, reducedMotion }: { slide: HeroSlide; first: boolean; reducedMotion: boolean }) {
  const src = safeUrl(slide.image_url);
  if (!src) return null;
  const className = cn('absolute inset-0 h-full w-full object-cover object-center');
  if (slide.media_type === 'video') {
    return (
      <video
        className={className}
        src={src}
        width={HERO_MEDIA_WIDTH}
        height={HERO_MEDIA_HEIGHT}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload={first ? 'auto' : 'metadata'}
        aria-label={slide.title ?? undefined}
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={slide.title ?? ''}
      width={HERO_MEDIA_WIDTH}
      height={HERO_MEDIA_HEIGHT}
      decoding="async"
      fetchPriority={first ? 'high' : 'low'}
    />
  );
}
