import { SearchX } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { faqCategories, type FaqCategory } from '@/content/faq';
import { cn } from '@/lib/utils';
import { countFaqItems, filterFaqCategories, isBlankQuery, questionCountLabel } from '../search';
import { FaqCategorySection } from './faq-category-section';
import { FaqSearchField } from './faq-search-field';

/** The two lines the spec quotes when nothing matches (straight apostrophe as quoted). */
export const faqNoMatch = {
  title: 'Aucune question ne correspond à votre recherche.',
  hint: "Essayez avec d'autres mots-clés ou contactez notre support.",
} as const;

function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

function resultSummary(count: number): string {
  return count > 1
    ? `${questionCountLabel(count)} correspondent à votre recherche.`
    : `${questionCountLabel(count)} correspond à votre recherche.`;
}

/**
 * The searchable FAQ: the search box, a category menu (wide screens) and one single-open
 * accordion per category. A link to /faq#<question-id> opens that question.
 */
export function FaqExplorer({
  categories = faqCategories,
  className,
}: {
  categories?: FaqCategory[];
  className?: string;
}) {
  const [query, setQuery] = useState('');
  const [openItems, setOpenItems] = useState<Record<string, string>>({});
  const visibleCategories = useMemo(() => filterFaqCategories(categories, query), [categories, query]);
  const searching = !isBlankQuery(query);
  const matchCount = countFaqItems(visibleCategories);
  const location = useLocation();

  // Opens the question named by the URL fragment (after hydration: the prerendered page has no fragment).
  useEffect(() => {
    const target = hashTarget(location.hash);
    const category = categories.find((item) => item.items.some((question) => question.id === target));
    if (!category) return;
    setQuery('');
    setOpenItems((current) => ({ ...current, [category.id]: target }));
    const frame = requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [categories, location.hash, location.key]);

  const countsByCategory = new Map(visibleCategories.map((category) => [category.id, category.items.length]));

  return (
    <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', className)}>
      <div className="relative -mt-7 max-w-3xl">
        <FaqSearchField value={query} onChange={setQuery} className="[&_input]:shadow-lg" />
        <p aria-live="polite" className="mt-3 min-h-5 px-1 text-sm text-muted-foreground">
          {searching && matchCount > 0 ? resultSummary(matchCount) : null}
        </p>
      </div>

      <div className="grid gap-10 pb-14 pt-6 sm:pb-20 sm:pt-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="Catégories de la FAQ" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">Catégories</p>
            <ul className="mt-4 space-y-1 border-l border-border">
              {categories.map((category) => {
                const count = countsByCategory.get(category.id) ?? 0;
                return (
                  <li key={category.id}>
                    {count > 0 ? (
                      <a
                        href={`#${category.id}`}
                        className="-ml-px flex items-center justify-between gap-3 border-l-2 border-transparent py-1.5 pl-4 text-sm text-foreground hover:border-accent hover:text-accent-strong"
                      >
                        {category.title}
                        <span className="rounded-full bg-muted px-2 text-xs font-medium text-muted-foreground">
                          {count}
                          <span className="sr-only"> {count > 1 ? 'questions' : 'question'}</span>
                        </span>
                      </a>
                    ) : (
                      <span className="-ml-px flex items-center justify-between gap-3 border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted-foreground/70">
                        {category.title}
                        <span className="px-2 text-xs">
                          0<span className="sr-only"> question</span>
                        </span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </nav>

        <div className="min-w-0">
          {visibleCategories.length > 0 ? (
            <div className="space-y-12">
              {/* A Suspense boundary per category: hydrated one at a time, in short tasks. */}
              {visibleCategories.map((category) => (
                <Suspense key={category.id} fallback={null}>
                  <FaqCategorySection
                    category={category}
                    openItem={openItems[category.id] ?? ''}
                    onOpenItemChange={(itemId) => setOpenItems((current) => ({ ...current, [category.id]: itemId }))}
                  />
                </Suspense>
              ))}
            </div>
          ) : (
            <div role="status" className="rounded-xl border border-dashed border-input bg-muted/60 px-6 py-14 text-center">
              <SearchX className="mx-auto size-10 text-accent-strong" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-navy">{faqNoMatch.title}</p>
              <p className="mt-2 text-muted-foreground">{faqNoMatch.hint}</p>
              <div className="mt-7 flex flex-wrap justify-center gap-3">
                <Button asChild>
                  <Link to={paths.contact}>Contacter le support</Link>
                </Button>
                <Button variant="outline" onClick={() => setQuery('')}>
                  Voir toutes les questions
                </Button>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
