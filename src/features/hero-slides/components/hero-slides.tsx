import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { heroCarouselText } from '@/content/marketing-pages';
import { cn } from '@/lib/utils';
import { safeUrl } from '@/lib/safe-url';
import { HERO_MEDIA_HEIGHT, HERO_MEDIA_WIDTH } from '../media-size';
import { slideImage } from '../slide-image';
import type { HeroSlide } from '../slide-window';

export interface HeroSlidesProps {
  slides: HeroSlide[];
  index: number;
  reducedMotion: boolean;
  rotating: boolean;
}

/** The rotating slides (embla), in their own chunk: the prerendered page and its first paint do not need them. */
export default function HeroSlides({ slides, index, reducedMotion, rotating }: HeroSlidesProps) {
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
  const className = cn('absolute inset-0 h-full w-full object-cover object-center');
  if (slide.media_type === 'video') {
    const src = safeUrl(slide.image_url);
    if (!src) return null;
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
  const image = slideImage(slide);
  if (!image) return null;
  return (
    <img
      className={className}
      {...image}
      alt={slide.title ?? ''}
      decoding="async"
      fetchPriority={first ? 'high' : 'low'}
    />
  );
}
