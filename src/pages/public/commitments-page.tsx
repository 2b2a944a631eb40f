import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ContentIcon } from '@/components/content-icon';
import { PageIntro } from '@/components/layout/page-intro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { commitmentGroups, commitmentsIntro, type CommitmentGroup } from '@/content/company';
import { commitmentsPageText as text } from '@/content/info-pages';
import { cn } from '@/lib/utils';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/** Quality, environment, social: heading and intro on the left, the commitments on the right. */
function CommitmentSection({ group, index, tinted }: { group: CommitmentGroup; index: number; tinted: boolean }) {
  const headingId = `${group.id}-titre`;
  return (
    <section id={group.id} aria-labelledby={headingId} className={cn(tinted && 'bg-muted')}>
      <div className={`${container} grid gap-10 py-14 sm:py-20 lg:grid-cols-12 lg:gap-16`}>
        <div className="lg:col-span-4">
          <p className="flex items-center gap-3 text-sm font-semibold tracking-widest text-accent-strong tabular-nums" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
            <span className="h-px w-10 bg-accent" />
          </p>
          <h2 id={headingId} className="mt-3 text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{group.intro}</p>
        </div>
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:col-span-8">
          {group.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy">
                <ContentIcon name={item.icon} className="size-5 text-accent" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-navy">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The warranties, on the navy band: they are what a customer relies on day to day. */
function WarrantiesSection({ group }: { group: CommitmentGroup }) {
  const headingId = `${group.id}-titre`;
  return (
    <section id={group.id} aria-labelledby={headingId} className="relative overflow-hidden bg-navy text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(34,211,238,0.18),transparent_55%)]"
      />
      <div className={`${container} relative py-14 sm:py-20`}>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {group.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-200">{group.intro}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {group.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-white/15 bg-white/5 p-6">
              <ContentIcon name={item.icon} className="size-6 text-accent" />
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function CommitmentsPage() {
  const warranties = commitmentGroups.find((group) => group.id === 'garanties');
  const others = commitmentGroups.filter((group) => group.id !== 'garanties');
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={commitmentsIntro.title}>
        <p>{commitmentsIntro.lead}</p>
        <nav aria-label={text.navLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2 text-sm">
            {commitmentGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex rounded-full border border-white/25 bg-white/5 px-4 py-1.5 font-medium text-white transition-colors hover:border-accent hover:text-accent"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>

      <section aria-labelledby="resultats-titre" className="border-b border-border">
        <div className={`${container} py-12 sm:py-14`}>
          <h2 id="resultats-titre" className="text-sm font-semibold uppercase tracking-widest text-accent-strong">
            {text.figuresTitle}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
            {commitmentsIntro.figures.map((figure) => (
              <div key={figure.label} className="flex flex-col border-l-2 border-accent pl-5">
                <dt className="order-2 mt-1 text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="order-1 text-3xl font-bold tracking-tight text-navy sm:text-5xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {others.map((group, index) => (
        <CommitmentSection key={group.id} group={group} index={index} tinted={index % 2 === 1} />
      ))}

      {warranties ? <WarrantiesSection group={warranties} /> : null}

      <section aria-labelledby="engagements-projet-titre">
        <div className={`${container} flex flex-col gap-8 py-14 sm:py-16 md:flex-row md:items-center md:justify-between`}>
          <div>
            <h2 id="engagements-projet-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
              {text.ctaTitle}
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">{text.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.contactPro}>
                {text.ctaQuote}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.contact}>{text.ctaContact}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
