import { CircleCheck, Clock } from 'lucide-react';
import { PageIntro } from '@/components/layout/page-intro';
import { partnerPage } from '@/content/contact';
import { partnerAudiences, partnerBenefits, partnerIntro, partnerProcess } from '@/content/leasing/partner';
import { ContactDetails } from '@/features/requests/components/contact-details';
import { ContentIcon } from '@/features/requests/components/content-icon';
import { QuoteForm } from '@/features/requests/components/quote-form';

export default function PartnerPage() {
  const [commission, ...otherBenefits] = partnerBenefits;
  return (
    <>
      <PageIntro eyebrow={partnerPage.eyebrow} title={partnerIntro.title}>
        <p>{partnerIntro.lead}</p>
        <dl className="mt-8 grid max-w-xl grid-cols-2 gap-4">
          <div className="rounded-lg border border-white/15 bg-white/5 p-4">
            <dt className="text-sm text-slate-300">Commission sur le montant financé</dt>
            <dd className="mt-1 text-2xl font-bold text-accent sm:text-3xl">5 à 8&nbsp;%</dd>
          </div>
          <div className="rounded-lg border border-white/15 bg-white/5 p-4">
            <dt className="text-sm text-slate-300">Étude de votre candidature</dt>
            <dd className="mt-1 text-2xl font-bold text-accent sm:text-3xl">
              5 à 7&nbsp;jours <span className="text-sm font-medium text-slate-300">ouvrés</span>
            </dd>
          </div>
        </dl>
      </PageIntro>

      <section aria-labelledby="publics-titre" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="publics-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
          {partnerPage.audiencesTitle}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {partnerAudiences.map((audience) => (
            <li key={audience.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-md bg-secondary">
                <ContentIcon name={audience.icon} className="size-5 text-accent-strong" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy">{audience.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="avantages-titre" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="avantages-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {partnerPage.benefitsTitle}
          </h2>
          <div className="mt-8 grid gap-5 lg:grid-cols-[1.1fr_2fr]">
            <div className="flex flex-col justify-between rounded-lg bg-navy p-7 text-white shadow-sm">
              <ContentIcon name={commission.icon} className="size-7 text-accent" />
              <div className="mt-6">
                <h3 className="text-xl font-semibold">{commission.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-200">{commission.text}</p>
              </div>
            </div>
            <ul className="grid gap-5 sm:grid-cols-3">
              {otherBenefits.map((benefit) => (
                <li key={benefit.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
                  <ContentIcon name={benefit.icon} className="size-6 text-accent-strong" />
                  <h3 className="mt-3 font-semibold text-navy">{benefit.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="etapes-titre" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="etapes-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
          {partnerProcess.title}
        </h2>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {partnerProcess.steps.map((step) => (
            <li key={step.step} className="relative rounded-lg border border-border bg-card p-6 shadow-sm">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
                aria-hidden="true"
              >
                {step.step}
              </span>
              <h3 className="mt-4 font-semibold text-navy">
                <span className="sr-only">Étape {step.step}&nbsp;: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div id="candidature" className="bg-secondary/60">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
          <section aria-labelledby="candidature-titre" className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
            <h2 id="candidature-titre" className="text-2xl font-bold tracking-tight text-navy">
              {partnerPage.formTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{partnerPage.formLead}</p>
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-navy">
              <Clock className="size-4 text-accent-strong" aria-hidden="true" />
              {partnerProcess.processingTime}
            </p>
            <QuoteForm
              variant="pro"
              requestType="partner"
              defaultSubject={partnerPage.formSubject}
              submitLabel={partnerPage.submitLabel}
              messageHint={partnerPage.messageHint}
              messagePlaceholder={partnerPage.messagePlaceholder}
              className="mt-8"
            />
          </section>
          <div className="grid content-start gap-6">
            <section aria-labelledby="resume-titre" className="rounded-lg bg-navy p-6 text-white shadow-sm">
              <h2 id="resume-titre" className="text-lg font-semibold">
                {partnerPage.summaryTitle}
              </h2>
              <ul className="mt-4 space-y-3 text-sm text-slate-200">
                {partnerPage.summary.map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </section>
            <ContactDetails headingId="coordonnees-titre" />
          </div>
        </div>
      </div>
    </>
  );
}
