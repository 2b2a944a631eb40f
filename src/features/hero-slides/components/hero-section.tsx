import {
  ArrowRight,
  ChevronLeft,
  ChevronRight,
  GraduationCap,
  Headphones,
  Pause,
  PiggyBank,
  Play,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { homeBenefits } from '@/content/leasing/home';
import { heroCarouselText, homeHero } from '@/content/marketing-pages';
import type { IconName } from '@/content/types';
import { usePageHeading } from '@/lib/page-heading';
import { cn } from '@/lib/utils';
import { safeUrl } from '@/lib/safe-url';
import { useHeroSlides } from '../api/fetch-hero-slides';
import type { HeroSlide } from '../slide-window';
import { useAutoRotate } from '../use-auto-rotate';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { HeroBackdrop } from './hero-backdrop';

const benefitIcons: Partial<Record<IconName, LucideIcon>> = { PiggyBank, Headphones, GraduationCap };

/**
 * The home hero: its h1, two calls to action and the three benefit cards, over rotating
 * background slides (spec §2, §4). Loading, failure and "no slide" all show the plain gradient.
 */
export function HeroSection() {
  const { slides, isLoading } = useHeroSlides();
  const heading = usePageHeading(homeHero.title);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const rotating = !paused && !reducedMotion && !interacting;
  const rotation = useAutoRotate(slides.length, { running: rotating });

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-deep text-white">
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-14 sm:px-6 sm:pt-20 lg:px-8 lg:pb-16 lg:pt-24">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-accent sm:text-sm">
            <span
              aria-hidden="true"
              className="size-1.5 rounded-full bg-accent shadow-[0_0_8px_2px_rgba(34,211,238,0.7)]"
            />
            {homeHero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold leading-[1.08] tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-200 sm:text-xl">{homeHero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to={paths.contactPro}>
                {homeHero.primaryCta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <Link to={paths.simulator}>{homeHero.secondaryCta}</Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-slate-300">{homeHero.reassurance}</p>
        </div>

        {/* The carousel group: the backdrop (positioned against the section, behind the text) and its controls. */}
        <div role="group" aria-roledescription="carrousel" aria-label={heroCarouselText.region}>
          <HeroBackdrop
            slides={slides}
            index={rotation.index}
            reducedMotion={reducedMotion}
            rotating={rotating}
            loading={isLoading}
          />

          <div
            className="mt-10 flex h-11 items-center justify-between gap-6 sm:h-[4.5rem] lg:mt-14"
            onFocus={() => setInteracting(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
            }}
          >
            <SlideCaption slide={slides[rotation.index]} />
            {slides.length > 1 ? (
              <div className="ml-auto flex items-center gap-2">
                <div className="mr-2 hidden items-center gap-1.5 sm:flex">
                  {slides.map((slide, position) => (
                    <button
                      key={slide.id}
                      type="button"
                      aria-label={heroCarouselText.goTo(position + 1)}
                      aria-current={position === rotation.index ? 'true' : undefined}
                      onClick={() => rotation.goTo(position)}
                      className="group flex h-6 items-center rounded-full px-0.5"
                    >
                      <span
                        className={cn(
                          'block h-1.5 rounded-full transition-all duration-300',
                          position === rotation.index ? 'w-7 bg-accent' : 'w-3 bg-white/40 group-hover:bg-white/70',
                        )}
                      />
                    </button>
                  ))}
                </div>
                <ControlButton label={heroCarouselText.previous} onClick={rotation.previous}>
                  <ChevronLeft aria-hidden="true" />
                </ControlButton>
                {reducedMotion ? null : (
                  <ControlButton
                    label={paused ? heroCarouselText.play : heroCarouselText.pause}
                    onClick={() => setPaused((value) => !value)}
                  >
                    {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                  </ControlButton>
                )}
                <ControlButton label={heroCarouselText.next} onClick={rotation.next}>
                  <ChevronRight aria-hidden="true" />
                </ControlButton>
              </div>
            ) : null}
          </div>
        </div>

        <h2 className="sr-only">{homeHero.benefitsLabel}</h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {homeBenefits.map((benefit) => {
            const Icon = benefitIcons[benefit.icon] ?? PiggyBank;
            return (
              <li
                key={benefit.title}
                className="rounded-xl border border-white/10 bg-navy/70 p-5 backdrop-blur-md transition-colors hover:border-accent/40 sm:p-6"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-base font-semibold leading-snug sm:text-lg">{benefit.title}</h3>
                </div>
                <p className="mt-3 text-sm leading-relaxed text-slate-300">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full border border-white/25 bg-navy-deep/40 text-white backdrop-blur transition-colors hover:border-accent hover:text-accent [&_svg]:size-5"
    >
      {children}
    </button>
  );
}

/** Title and subtitle of the slide on screen, with its own call to action when it has a safe link. */
function SlideCaption({ slide }: { slide: HeroSlide | undefined }) {
  if (!slide || (!slide.title && !slide.subtitle)) return <span aria-hidden="true" />;
  const href = safeUrl(slide.cta_link);
  const internal = href?.startsWith('/');
  return (
    <div className="hidden min-w-0 max-w-xl border-l-2 border-accent pl-3 text-sm sm:block">
      <div className="min-w-0">
        {slide.title ? <p className="line-clamp-1 font-semibold text-white">{slide.title}</p> : null}
        {slide.subtitle ? <p className="line-clamp-1 text-slate-300">{slide.subtitle}</p> : null}
        {slide.cta_text && href ? (
          internal ? (
            <Link to={href} className="mt-1 inline-flex items-center gap-1 font-semibold text-accent hover:underline">
              {slide.cta_text}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          ) : (
            <a href={href} className="mt-1 inline-flex items-center gap-1 font-semibold text-accent hover:underline">
              {slide.cta_text}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </a>
          )
        ) : null}
      </div>
    </div>
  );
}
