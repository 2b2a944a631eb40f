import { ArrowRight, FileText, HelpCircle, LifeBuoy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { site } from '@/config/site';
import { contactIntro, contactShortcuts } from '@/content/contact';
import { ContactDetails, OpeningHours } from '@/features/requests/components/contact-details';
import { OfficeMap } from '@/features/requests/components/office-map';
import { QuoteForm } from '@/features/requests/components/quote-form';

export default function ContactPage() {
  // /contact?sujet=…&type=… (job applications, document requests) prefills the subject and
  // files the message under that type; any other type is a plain message.
  const [searchParams] = useSearchParams();
  const subject = searchParams.get('sujet')?.trim() ?? '';
  const linkedType = searchParams.get('type');
  const requestType = linkedType === 'job' || linkedType === 'documentation' ? linkedType : 'contact';

  return (
    <>
      <PageIntro eyebrow={contactIntro.eyebrow} title={contactIntro.title}>
        <p>{contactIntro.lead}</p>
      </PageIntro>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <section aria-labelledby="message-titre" className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
          <h2 id="message-titre" className="text-2xl font-bold tracking-tight text-navy">
            {contactIntro.formTitle}
          </h2>
          <p className="mt-2 text-muted-foreground">{contactIntro.formLead}</p>
          {/* Remount when the prefilled subject changes (e.g. from one job offer to another). */}
          <QuoteForm
            key={`${requestType}:${subject}`}
            variant="general"
            requestType={requestType}
            defaultSubject={subject}
            className="mt-8"
          />
        </section>
        <div className="grid content-start gap-6">
          <ContactDetails headingId="coordonnees-titre" />
          <OpeningHours headingId="horaires-titre" />
        </div>
      </div>

      <section aria-labelledby="raccourcis-titre" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="raccourcis-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            Le bon interlocuteur, tout de suite
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            <li className="flex flex-col rounded-lg bg-navy p-6 text-white shadow-sm">
              <FileText className="size-6 text-accent" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{contactShortcuts.quote.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-200">{contactShortcuts.quote.text}</p>
              <Button asChild variant="accent" className="mt-5 self-start">
                <Link to={paths.contactPro}>
                  {contactShortcuts.quote.cta}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </li>
            <li className="flex flex-col rounded-lg border border-border bg-card p-6 shadow-sm">
              <LifeBuoy className="size-6 text-accent-strong" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-navy">{contactShortcuts.support.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{contactShortcuts.support.text}</p>
              <Button asChild variant="outline" className="mt-5 self-start">
                <a href={site.supportPhoneHref}>Appeler le {site.supportPhone}</a>
              </Button>
            </li>
            <li className="flex flex-col rounded-lg border border-border bg-card p-6 shadow-sm">
              <HelpCircle className="size-6 text-accent-strong" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-navy">{contactShortcuts.help.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{contactShortcuts.help.text}</p>
              <Button asChild variant="outline" className="mt-5 self-start">
                <Link to={paths.faq}>{contactShortcuts.help.cta}</Link>
              </Button>
            </li>
          </ul>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <OfficeMap headingId="plan-titre" wide />
      </div>
    </>
  );
}
