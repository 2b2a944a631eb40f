import { Briefcase, Building2, GraduationCap, HeartHandshake, MapPin, Send, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { careerPerks, careersIntro, jobListings, recruitmentProcess, spontaneousApplication } from '@/content/careers';
import { careersPage, jobApplicationSubject } from '@/content/contact';

const perkIcons = [GraduationCap, Users, Building2, HeartHandshake];

/** The contact form, with the subject filled in. */
function applyHref(subject: string): string {
  return `${paths.contact}?${new URLSearchParams({ sujet: subject, type: 'job' }).toString()}`;
}

export default function CareersPage() {
  return (
    <>
      <PageIntro eyebrow={careersPage.eyebrow} title={careersIntro.title}>
        <p>{careersIntro.lead}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <a href="#offres">Voir les {jobListings.length} postes ouverts</a>
          </Button>
        </div>
      </PageIntro>

      <section aria-labelledby="atouts-titre" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="atouts-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
          {careersPage.perksTitle}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {careerPerks.map((perk, index) => {
            const Icon = perkIcons[index % perkIcons.length];
            return (
              <li key={perk.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
                <Icon className="size-6 text-accent-strong" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-navy">{perk.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{perk.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="offres" aria-labelledby="offres-titre" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="offres-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {careersPage.jobsTitle}
          </h2>
          <p className="mt-3 max-w-3xl text-muted-foreground">{careersPage.jobsLead}</p>
          <ul className="mt-8 grid gap-5 lg:grid-cols-2">
            {jobListings.map((job) => (
              <li key={job.id}>
                <article aria-labelledby={`offre-${job.id}`} className="flex h-full flex-col rounded-lg border border-border bg-card p-6 shadow-sm">
                  <p>
                    <span className="sr-only">Type de contrat&nbsp;: </span>
                    <Badge variant={job.contractType === 'CDI' ? 'info' : 'violet'}>{job.contractType}</Badge>
                  </p>
                  <h3 id={`offre-${job.id}`} className="mt-3 text-xl font-semibold text-navy">
                    {job.title}
                  </h3>
                  <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1.5 text-sm text-muted-foreground">
                    <div className="flex items-start gap-2">
                      <dt className="sr-only">Lieu</dt>
                      <MapPin className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                      <dd>{job.location}</dd>
                    </div>
                    <div className="flex items-start gap-2">
                      <dt className="sr-only">Service</dt>
                      <Briefcase className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                      <dd>Service {job.department}</dd>
                    </div>
                  </dl>
                  <p className="mt-4 text-sm leading-relaxed text-foreground">{job.description}</p>
                  <Accordion className="mt-2 flex-1">
                    <AccordionItem value="detail" className="border-b-0">
                      <AccordionTrigger headingLevel={4} className="text-sm text-accent-strong">
                        {careersPage.detailsLabel}
                      </AccordionTrigger>
                      <AccordionContent className="grid gap-5 sm:grid-cols-2">
                        <div>
                          <p className="font-semibold text-navy">{careersPage.missionsTitle}</p>
                          <ul className="mt-2 list-disc space-y-1.5 pl-5">
                            {job.missions.map((mission) => (
                              <li key={mission}>{mission}</li>
                            ))}
                          </ul>
                        </div>
                        <div>
                          <p className="font-semibold text-navy">{careersPage.profileTitle}</p>
                          <ul className="mt-2 list-disc space-y-1.5 pl-5">
                            {job.requirements.map((requirement) => (
                              <li key={requirement}>{requirement}</li>
                            ))}
                          </ul>
                        </div>
                      </AccordionContent>
                    </AccordionItem>
                  </Accordion>
                  <div className="mt-4 border-t border-border pt-4">
                    <Button asChild>
                      <Link to={applyHref(jobApplicationSubject(job))} aria-label={`${careersPage.applyLabel} : ${job.title}`}>
                        <Send aria-hidden="true" />
                        {careersPage.applyLabel}
                      </Link>
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="recrutement-titre" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="recrutement-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
          {careersPage.processTitle}
        </h2>
        <p className="mt-3 max-w-3xl text-muted-foreground">{recruitmentProcess.averageDuration}</p>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {recruitmentProcess.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-navy">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="spontanee-titre" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div className="relative overflow-hidden rounded-xl bg-navy px-6 py-10 text-white sm:px-10 sm:py-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,rgba(34,211,238,0.25),transparent_60%)]"
          />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="spontanee-titre" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {spontaneousApplication.title}
              </h2>
              <p className="mt-3 text-slate-200">{spontaneousApplication.text}</p>
            </div>
            <Button asChild variant="accent" size="lg">
              <Link to={applyHref(careersPage.spontaneousSubject)}>
                <Send aria-hidden="true" />
                {spontaneousApplication.buttonLabel}
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
