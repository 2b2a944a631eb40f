import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { leasingIntro } from '@/content/leasing/explainer';
import { leasingPageText, simulatorText } from '@/content/leasing-pages';
import { LeasingSimulator } from '@/features/simulator/components/leasing-simulator';
import { LeasingClosing } from './leasing/leasing-closing';
import { LeasingComparison } from './leasing/leasing-comparison';
import { LeasingExplainer } from './leasing/leasing-explainer';
import { LeasingFigures } from './leasing/leasing-figures';
import { LeasingTestimonials } from './leasing/leasing-testimonials';

export default function LeasingPage() {
  const { hash } = useLocation();
  // The page may mount after the layout tried to reach the anchor (/leasing#simulator): try again here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageIntro eyebrow={leasingPageText.eyebrow} title={leasingIntro.title}>
        <p>{leasingIntro.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.simulator}>{leasingPageText.secondaryCta}</Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to={paths.contactPro}>{leasingPageText.primaryCta}</Link>
          </Button>
        </div>
      </PageIntro>

      <LeasingExplainer />
      <LeasingComparison />

      <section id="simulator" aria-labelledby="simulator-title" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">
              {simulatorText.eyebrow}
            </p>
            <h2 id="simulator-title" className="mt-3 text-3xl font-bold tracking-tight text-navy sm:text-4xl">
              {simulatorText.title}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{simulatorText.intro}</p>
          </div>
          <div className="mt-10">
            <LeasingSimulator />
          </div>
        </div>
      </section>

      <LeasingFigures />
      <LeasingTestimonials />
      <LeasingClosing />
    </>
  );
}
