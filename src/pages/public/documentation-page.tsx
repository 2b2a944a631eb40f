import { Download, FileText, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageIntro, Section } from '@/components/layout/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { documentHref, documentationIntro, documentationSections, type DocumentCard } from '@/content/documentation';
import { documentationPageText as text } from '@/content/info-pages';
import { cn } from '@/lib/utils';

/** The contact form, filed as a documentation request with its subject filled in. */
const documentRequestHref = `${paths.contact}?${new URLSearchParams({ sujet: 'Demande de documentation', type: 'documentation' }).toString()}`;

/** A document card; its PDF is generated at build time (scripts/build-documents.ts) and downloaded as is. */
function DocumentItem({ document }: { document: DocumentCard }) {
  return (
    <li className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary">
          <FileText className="size-5 text-accent-strong" aria-hidden="true" />
        </span>
        <Badge variant="info" className="whitespace-normal text-right">
          {document.category}
        </Badge>
      </div>
      <h3 className="mt-5 font-semibold leading-snug text-navy">{document.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{document.description}</p>
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-navy">{document.fileFormat}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {document.fileSize}
        </p>
        <a
          href={documentHref(document.id)}
          download=""
          aria-label={`${text.download} « ${document.title} » (${document.fileFormat}, ${document.fileSize})`}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
        >
          <Download aria-hidden="true" />
          {text.download}
        </a>
      </div>
    </li>
  );
}

export default function DocumentationPage() {
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={documentationIntro.title}>
        <p>{documentationIntro.lead}</p>
        <nav aria-label="Rubriques de la documentation" className="mt-8">
          <ul className="flex flex-wrap gap-2 text-sm">
            {documentationSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex rounded-full border border-white/25 bg-white/5 px-4 py-1.5 font-medium text-white transition-colors hover:border-accent hover:text-accent"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>

      {documentationSections.map((section, index) => (
        <div key={section.id} className={index % 2 === 1 ? 'bg-muted' : undefined}>
          <Section id={section.id} title={section.title} intro={section.description}>
            <ul
              className={cn(
                'grid gap-6 sm:grid-cols-2',
                section.documents.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
              )}
            >
              {section.documents.map((document) => (
                <DocumentItem key={document.id} document={document} />
              ))}
            </ul>
          </Section>
        </div>
      ))}

      <section aria-labelledby="demande-document-titre" className="border-t border-border">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <div className="flex flex-col gap-6 rounded-2xl bg-navy p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
            <div className="flex gap-4">
              <MessageSquareText className="mt-1 size-7 shrink-0 text-accent" aria-hidden="true" />
              <div>
                <h2 id="demande-document-titre" className="text-xl font-bold tracking-tight sm:text-2xl">
                  {documentationIntro.requestLabel}
                </h2>
                <p className="mt-2 max-w-2xl text-slate-200">{documentationIntro.requestText}</p>
              </div>
            </div>
            <Button asChild variant="accent" size="lg">
              <Link to={documentRequestHref}>{documentationIntro.requestLabel}</Link>
            </Button>
          </div>
        </div>
      </section>

    </>
  );
}
