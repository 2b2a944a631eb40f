import { parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { paths } from '@/config/routes';
import type { LegalPage } from '@/content/legal';
import { formatDateLong } from '@/lib/format-date';
import { normalizeText } from '@/lib/utils';

const legalLinks = [
  { label: 'Mentions légales', to: paths.legalNotice },
  { label: 'Conditions générales d’utilisation', to: paths.terms },
  { label: 'Politique de confidentialité', to: paths.privacy },
  { label: 'Politique de cookies', to: paths.cookies },
];

/** 'Qu’est-ce qu’un cookie ?' → 'qu-est-ce-qu-un-cookie' */
export function sectionId(heading: string): string {
  return normalizeText(heading)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A legal page from src/content/legal: the title as the page's one h1, the last
 * revision date in French, a table of contents and one h2 per section.
 * `children` is rendered right after the introduction (e.g. the cookie preferences button).
 */
export function LegalDocument({ page, children }: { page: LegalPage; children?: ReactNode }) {
  const updated = formatDateLong(parseISO(page.updatedAt));
  const { pathname } = useLocation();
  const otherPages = legalLinks.filter((link) => link.to !== pathname);
  return (
    <>
      <PageIntro eyebrow="Informations légales" title={page.title}>
        <p className="text-base text-slate-300">
          Dernière mise à jour&nbsp;: <time dateTime={page.updatedAt}>{updated}</time>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label="Sommaire" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Sommaire</p>
          <ol className="mt-3 space-y-1 border-l border-border text-sm">
            {page.sections.map((section) => (
              <li key={section.heading}>
                <a
                  href={`#${sectionId(section.heading)}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-muted-foreground hover:border-accent-strong hover:text-navy"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="text-lg leading-relaxed text-foreground">{page.intro}</p>
          {children}
          {page.sections.map((section) => (
            <section key={section.heading} id={sectionId(section.heading)} className="mt-10">
              <h2 className="text-xl font-bold tracking-tight text-navy sm:text-2xl">{section.heading}</h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
          <nav aria-label="Autres informations légales" className="mt-14 border-t border-border pt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {otherPages.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-medium text-accent-strong underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </>
  );
}
