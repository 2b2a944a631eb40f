import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { faqPageText } from '@/content/info-pages';
import { FaqExplorer } from '@/features/faq/components/faq-explorer';

export default function FaqPage() {
  return (
    <>
      <PageIntro eyebrow={faqPageText.eyebrow} title={faqPageText.title}>
        <p>{faqPageText.lead}</p>
      </PageIntro>

      <FaqExplorer />

      <section aria-labelledby="faq-aide-titre" className="border-t border-border bg-muted">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="flex gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-navy sm:flex">
              <LifeBuoy className="size-6 text-accent" aria-hidden="true" />
            </span>
            <div>
              <h2 id="faq-aide-titre" className="text-xl font-bold tracking-tight text-navy sm:text-2xl">
                {faqPageText.helpTitle}
              </h2>
              <p className="mt-2 max-w-2xl text-muted-foreground">{faqPageText.helpText}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={paths.helpCenter}>{faqPageText.helpCenterCta}</Link>
            </Button>
            <Button asChild>
              <Link to={paths.contact}>{faqPageText.contactCta}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
