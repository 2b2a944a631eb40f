import { ArrowRight, FileText, FolderCheck, Monitor, Rocket, type LucideIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { homeHowItWorks } from '@/content/leasing/process';
import { homeClosing, homeHowItWorksSection } from '@/content/marketing-pages';
import type { IconName } from '@/content/types';
import { CatalogSection } from '@/features/catalogue/components/catalog-section';
import { HeroSection } from '@/features/hero-slides/components/hero-section';

const stepIcons: Partial<Record<IconName, LucideIcon>> = { Monitor, FileText, FolderCheck, Rocket };

export default function HomePage() {
  const { hash } = useLocation();
  // The page may mount after the layout tried to reach the anchor (/#catalog): try again here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  // One Suspense boundary per section: React hydrates each in its own short task, and slides or
  // products arriving early only hurry their own section.
  return (
    <>
      <Suspense fallback={null}>
        <HeroSection />
      </Suspense>
      <Suspense fallback={null}>
        <CatalogSection />
      </Suspense>
      <Suspense fallback={null}>
        <HowItWorksSummary />
      </Suspense>
      <Suspense fallback={null}>
        <Closing />
      </Suspense>
    </>
  );
}

function HowItWorksSummary() {
  return (
    <section aria-labelledby="home-steps-title" className="border-t border-border bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">
              {homeHowItWorksSection.eyebrow}
            </p>
            <h2
              id="home-steps-title"
              className="mt-3 text-3xl font-bold tracking-tight text-navy text-balance sm:text-4xl"
            >
              {homeHowItWorksSection.title}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{homeHowItWorksSection.intro}</p>
          </div>
          <Link
            to={paths.howItWorks}
            className="inline-flex items-center gap-2 self-start font-semibold text-accent-strong hover:underline md:self-auto"
          >
            {homeHowItWorksSection.more}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>

        <div className="relative mt-12">
          <div
            aria-hidden="true"
            className="absolute left-8 right-8 top-8 hidden h-px bg-gradient-to-r from-accent/0 via-accent/60 to-accent/0 lg:block"
          />
          <ol className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {homeHowItWorks.map((step) => {
              const Icon = stepIcons[step.icon] ?? Monitor;
              return (
                <li key={step.step} className="relative flex gap-5 sm:block">
                  <span className="relative flex size-14 shrink-0 items-center justify-center rounded-2xl bg-navy text-accent shadow-[0_12px_30px_-12px_rgba(11,31,58,0.6)] sm:size-16">
                    <Icon className="size-6 sm:size-7" aria-hidden="true" />
                    <span className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground ring-4 ring-white">
                      {step.step}
                    </span>
                  </span>
                  <div className="sm:mt-5">
                    <h3 className="text-lg font-semibold text-navy">{step.title}</h3>
                    <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}

function Closing() {
  return (
    <section aria-labelledby="home-closing-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-navy px-6 py-12 text-white sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_85%_0%,rgba(34,211,238,0.28),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgba(19,41,75,0.9),transparent_60%)]"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="home-closing-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {homeClosing.title}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{homeClosing.text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to={paths.simulator}>{homeClosing.primaryCta}</Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <Link to={paths.contactPro}>{homeClosing.secondaryCta}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
