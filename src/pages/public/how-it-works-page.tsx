import {
  Check,
  Clock,
  FileText,
  FolderCheck,
  MessageSquare,
  PenLine,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { processIntro, processSteps } from '@/content/leasing/process';
import { processPageText } from '@/content/leasing-pages';
import type { IconName } from '@/content/types';

const stepIcons: Partial<Record<IconName, LucideIcon>> = {
  MessageSquare,
  FileText,
  FolderCheck,
  PenLine,
  Truck,
  ShieldCheck,
};

export default function HowItWorksPage() {
  return (
    <>
      <PageIntro eyebrow={processPageText.eyebrow} title={processIntro.title}>
        <p>{processIntro.lead}</p>
      </PageIntro>

      <section
        aria-labelledby="process-title"
        className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-16 lg:px-8"
      >
        <div className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="process-title" className="text-3xl font-bold tracking-tight text-navy text-balance sm:text-4xl">
            {processPageText.stepsTitle}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{processPageText.stepsIntro}</p>
          <ul className="mt-8 space-y-3">
            {processPageText.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-3 font-medium text-navy">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <ol>
          {processSteps.map((step, index) => {
            const Icon = stepIcons[step.icon] ?? FileText;
            const last = index === processSteps.length - 1;
            return (
              <li key={step.step} className="relative flex gap-8 pb-6 last:pb-0 sm:pb-12">
                {last ? null : (
                  <span
                    aria-hidden="true"
                    className="absolute bottom-0 left-7 top-14 hidden w-px bg-gradient-to-b from-accent/70 to-border sm:block"
                  />
                )}
                <span className="relative hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-navy text-accent shadow-[0_12px_30px_-12px_rgba(11,31,58,0.6)] sm:flex">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1 rounded-2xl border border-border bg-white p-5 shadow-sm sm:p-7">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p className="inline-flex items-center gap-2.5 text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">
                      <span className="flex size-9 items-center justify-center rounded-xl bg-navy text-accent sm:hidden">
                        <Icon className="size-4.5" aria-hidden="true" />
                      </span>
                      {processPageText.stepLabel(step.step)}
                    </p>
                    <p className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-navy">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {step.duration}
                    </p>
                  </div>
                  <h3 className="mt-3 text-xl font-semibold text-navy">{step.title}</h3>
                  <p className="mt-3 leading-relaxed text-slate-700">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section
        aria-labelledby="process-closing-title"
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8"
      >
        <div className="relative overflow-hidden rounded-3xl bg-navy px-6 py-12 text-white sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_90%_0%,rgba(34,211,238,0.25),transparent_55%)]"
          />
          <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 id="process-closing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {processPageText.closingTitle}
              </h2>
              <p className="mt-3 text-lg text-slate-300">{processPageText.closingText}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
              <Button asChild variant="accent" size="lg">
                <Link to={paths.contactPro}>{processPageText.primaryCta}</Link>
              </Button>
              <Button asChild variant="outline-light" size="lg">
                <Link to={paths.simulator}>{processPageText.secondaryCta}</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
