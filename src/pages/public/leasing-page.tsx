import { CalendarRange, Check, Minus, Percent, Quote, Scale, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { comparisonTable, leasingFigures, leasingIntro, leasingKeyPoints, testimonials } from '@/content/leasing/explainer';
import { leasingPageText, simulatorText } from '@/content/leasing-pages';
import type { IconName } from '@/content/types';
import { LeasingSimulator } from '@/features/simulator/components/leasing-simulator';

const keyPointIcons: Partial<Record<IconName, LucideIcon>> = { CalendarRange, Wallet, Percent, Scale, Wrench };

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

      <Explainer />
      <Comparison />

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

      <Figures />
      <Testimonials />
      <Closing />
    </>
  );
}

function Explainer() {
  return (
    <section aria-labelledby="explainer-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <h2 id="explainer-title" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            {leasingPageText.explainerTitle}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
            {leasingIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">
            {leasingPageText.keyPointsTitle}
          </h3>
          <ul className="mt-5 space-y-4">
            {leasingKeyPoints.map((point) => {
              const Icon = keyPointIcons[point.icon] ?? Check;
              return (
                <li key={point.title} className="flex gap-4 rounded-xl border border-border bg-white p-5 shadow-sm">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy text-accent">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-semibold text-navy">{point.title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{point.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Comparison() {
  const { columns, rows } = comparisonTable;
  return (
    <section aria-labelledby="comparison-title" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="comparison-title" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            {comparisonTable.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{leasingPageText.comparisonIntro}</p>
        </div>
        <div className="mt-10 overflow-x-auto rounded-2xl border border-border bg-white shadow-sm">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="caption-bottom border-t border-border px-4 py-3 text-left text-xs text-muted-foreground sm:px-6">
              {leasingPageText.comparisonCaption}
            </caption>
            <thead>
              <tr className="border-b border-border">
                <th
                  scope="col"
                  className="hidden w-[28%] px-6 py-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:table-cell"
                >
                  {columns.criterion}
                </th>
                <th
                  scope="col"
                  className="w-1/2 bg-navy px-3 py-4 text-base font-semibold text-white sm:w-auto sm:px-6"
                >
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
                    {columns.leasing}
                  </span>
                </th>
                <th scope="col" className="px-3 py-4 text-base font-semibold text-navy sm:px-6">
                  {columns.cashPurchase}
                </th>
              </tr>
            </thead>
            {/* One body per criterion: on small screens the criterion becomes a full-width heading row. */}
            {rows.map((row) => (
              <tbody key={row.criterion} className="border-b border-border last:border-0">
                <tr className="sm:hidden">
                  <th
                    scope="rowgroup"
                    colSpan={2}
                    className="bg-muted px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-navy"
                  >
                    {row.criterion}
                  </th>
                </tr>
                <tr>
                  <th scope="row" className="hidden px-6 py-4 align-top font-semibold text-navy sm:table-cell">
                    {row.criterion}
                  </th>
                  <td className="bg-secondary/60 px-3 py-3 align-top text-navy sm:px-6 sm:py-4">
                    <span className="flex gap-1.5 sm:gap-2">
                      <Check
                        className="mt-1 size-3.5 shrink-0 text-accent-strong sm:mt-0.5 sm:size-4"
                        aria-hidden="true"
                      />
                      {row.leasing}
                    </span>
                  </td>
                  <td className="px-3 py-3 align-top text-slate-600 sm:px-6 sm:py-4">
                    <span className="flex gap-1.5 sm:gap-2">
                      <Minus className="mt-1 size-3.5 shrink-0 text-slate-400 sm:mt-0.5 sm:size-4" aria-hidden="true" />
                      {row.cashPurchase}
                    </span>
                  </td>
                </tr>
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </section>
  );
}

function Figures() {
  return (
    <section aria-labelledby="figures-title" className="relative overflow-hidden bg-navy text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_20%_0%,rgba(34,211,238,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="figures-title" className="text-center text-sm font-semibold uppercase tracking-[0.14em] text-accent">
          {leasingPageText.figuresTitle}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {leasingFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-sm text-slate-300 sm:text-base">{figure.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
        {leasingPageText.testimonialsTitle}
      </h2>
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
              <Quote className="size-8 text-accent-strong" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-700">
                <p>
                  {'«\u00a0'}
                  {testimonial.quote}
                  {'\u00a0»'}
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-border pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy text-sm font-semibold text-accent"
                >
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className="block font-semibold text-navy">{testimonial.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Closing() {
  return (
    <section aria-labelledby="leasing-closing-title" className="border-t border-border bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="leasing-closing-title" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {leasingPageText.closingTitle}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{leasingPageText.closingText}</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.contactPro}>{leasingPageText.primaryCta}</Link>
        </Button>
      </div>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
