import { ArrowRight, Target, Telescope } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ContentIcon } from '@/components/content-icon';
import { PageIntro } from '@/components/layout/page-intro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { about, companyValues, timeline } from '@/content/company';
import { aboutPageText as text } from '@/content/info-pages';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
const h2 = 'text-2xl font-bold tracking-tight text-navy sm:text-3xl';

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={about.title}>
        <p>{about.lead}</p>
      </PageIntro>

      <div className={`${container} grid gap-12 py-14 sm:py-20 lg:grid-cols-12 lg:gap-16`}>
        <section aria-labelledby="histoire-titre" className="lg:col-span-7">
          <h2 id="histoire-titre" className={h2}>
            {text.historyTitle}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted-foreground">
            {about.history.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section
          aria-labelledby="chiffres-titre"
          className="relative self-start overflow-hidden rounded-2xl bg-navy p-6 text-white shadow-glow sm:p-10 lg:col-span-5"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.25),transparent_60%)]"
          />
          <h2 id="chiffres-titre" className="relative text-sm font-semibold uppercase tracking-widest text-accent">
            {text.figuresTitle}
          </h2>
          <dl className="relative mt-8 grid grid-cols-2 gap-x-6 gap-y-10">
            {about.figures.map((figure) => (
              <div key={figure.label} className="flex flex-col">
                <dt className="order-2 mt-1 text-sm text-slate-300">{figure.label}</dt>
                <dd className="order-1 text-4xl font-bold tracking-tight sm:text-5xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="bg-muted">
        <div className={`${container} grid gap-6 py-14 sm:py-20 md:grid-cols-2`}>
          {[
            { ...about.mission, icon: Target, id: 'mission-titre' },
            { ...about.vision, icon: Telescope, id: 'vision-titre' },
          ].map((block) => (
            <section key={block.id} aria-labelledby={block.id} className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
              <span className="flex size-12 items-center justify-center rounded-lg bg-accent/15">
                <block.icon className="size-6 text-accent-strong" aria-hidden="true" />
              </span>
              <h2 id={block.id} className="mt-6 text-2xl font-bold tracking-tight text-navy">
                {block.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{block.text}</p>
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="etapes-titre" className={`${container} grid gap-10 py-14 sm:py-20 lg:grid-cols-12 lg:gap-16`}>
        <div className="lg:col-span-4">
          <div className="lg:sticky lg:top-24">
            <h2 id="etapes-titre" className={h2}>
              {text.timelineTitle}
            </h2>
            <p className="mt-3 text-muted-foreground">{text.timelineIntro}</p>
          </div>
        </div>
        <ol className="relative space-y-10 border-l-2 border-accent/30 pl-8 sm:pl-10 lg:col-span-8">
          {timeline.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[calc(2rem+7px)] top-1.5 size-3 rounded-full bg-accent ring-4 ring-accent/20 sm:-left-[calc(2.5rem+7px)]"
              />
              <p className="text-3xl font-bold tracking-tight text-accent-strong tabular-nums">
                <time dateTime={String(milestone.year)}>{milestone.year}</time>
              </p>
              <h3 className="mt-1 text-lg font-semibold text-navy">{milestone.title}</h3>
              <p className="mt-2 max-w-2xl leading-relaxed text-muted-foreground">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="valeurs-titre" className="border-t border-border bg-secondary/50">
        <div className={`${container} py-14 sm:py-20`}>
          <h2 id="valeurs-titre" className={h2}>
            {text.valuesTitle}
          </h2>
          <p className="mt-3 max-w-3xl text-muted-foreground">{text.valuesIntro}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {companyValues.map((value) => (
              <li key={value.title} className="rounded-xl border border-border bg-card p-7 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-lg bg-navy">
                  <ContentIcon name={value.icon} className="size-5 text-accent" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-navy">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="projet-titre" className="bg-navy text-white">
        <div className={`${container} flex flex-col gap-8 py-14 sm:py-16 md:flex-row md:items-center md:justify-between`}>
          <div>
            <h2 id="projet-titre" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {text.ctaTitle}
            </h2>
            <p className="mt-3 max-w-2xl text-slate-200">{text.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={paths.contactPro}>
                {text.ctaQuote}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <Link to={paths.careers}>{text.ctaCareers}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
