import { PageIntro } from '@/components/layout/page-intro';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { contactProPage } from '@/content/contact';
import { contactProCommitments, contactProFaq, contactProIntro } from '@/content/leasing/contact-pro';
import { ContactDetails, OpeningHours } from '@/features/requests/components/contact-details';
import { ContentIcon } from '@/features/requests/components/content-icon';
import { OfficeMap } from '@/features/requests/components/office-map';
import { QuoteForm } from '@/features/requests/components/quote-form';

export default function ContactProPage() {
  const [callBack, proposal, ...otherCommitments] = contactProCommitments;
  return (
    <>
      <PageIntro eyebrow={contactProIntro.title} title={contactProPage.title}>
        <p>{contactProIntro.lead}</p>
        <ul className="mt-6 flex flex-wrap gap-3 text-sm font-medium text-white">
          {[callBack, proposal].map((item) => (
            <li key={item.title} className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1.5">
              <ContentIcon name={item.icon} className="size-4 text-accent" />
              {item.title}
            </li>
          ))}
        </ul>
      </PageIntro>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <section aria-labelledby="devis-titre" className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
          <h2 id="devis-titre" className="text-2xl font-bold tracking-tight text-navy">
            {contactProPage.formTitle}
          </h2>
          <p className="mt-2 text-muted-foreground">{contactProPage.formLead}</p>
          <QuoteForm variant="pro" className="mt-8" />
        </section>
        <div className="grid content-start gap-6">
          <ContactDetails headingId="coordonnees-titre" />
          <OpeningHours headingId="horaires-titre" />
        </div>
      </div>

      <section aria-labelledby="engagements-titre" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="engagements-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {contactProPage.commitmentsTitle}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {[callBack, proposal, ...otherCommitments].map((item, index) => (
              <li
                key={item.title}
                className={
                  index < 2
                    ? 'rounded-lg bg-navy p-5 text-white shadow-sm'
                    : 'rounded-lg border border-border bg-card p-5 shadow-sm'
                }
              >
                <ContentIcon name={item.icon} className={index < 2 ? 'size-6 text-accent' : 'size-6 text-accent-strong'} />
                <h3 className={index < 2 ? 'mt-3 font-semibold' : 'mt-3 font-semibold text-navy'}>{item.title}</h3>
                <p className={index < 2 ? 'mt-1.5 text-sm text-slate-200' : 'mt-1.5 text-sm text-muted-foreground'}>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="faq-devis-titre">
          <h2 id="faq-devis-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {contactProPage.faqTitle}
          </h2>
          <Accordion className="mt-6">
            {contactProFaq.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent>{item.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
        <OfficeMap headingId="plan-titre" className="self-start" />
      </div>
    </>
  );
}
