import { FileText, MessageCircleQuestion, Search, SearchX, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/routes';
import { helpCenterPageText as text } from '@/content/info-pages';
import { cn, normalizeText } from '@/lib/utils';
import { resultCountLabel, searchHelpCentre, type HelpSearchResult } from '../search';

const firstResults = 6;

function ResultLink({ result }: { result: HelpSearchResult }) {
  const Icon = result.kind === 'article' ? FileText : MessageCircleQuestion;
  return (
    <Link
      to={result.to}
      className="group flex gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-muted focus-visible:bg-muted sm:gap-4 sm:px-4"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wide text-accent-strong">{result.source}</span>
        <span className="mt-0.5 block font-semibold text-navy group-hover:underline">{result.title}</span>
        <span className="mt-1 block text-sm leading-relaxed text-muted-foreground">{result.excerpt}</span>
      </span>
    </Link>
  );
}

/** The help-centre search: articles, popular questions and FAQ, with links to each answer. */
export function HelpSearch({ className }: { className?: string }) {
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const inputId = useId();
  const results = useMemo(() => searchHelpCentre(query), [query]);
  const searching = normalizeText(query) !== '';
  const shown = showAll ? results : results.slice(0, firstResults);

  const search = (value: string) => {
    setQuery(value);
    setShowAll(false);
  };

  return (
    <div role="search" className={cn('rounded-xl bg-card p-3 shadow-lg ring-1 ring-border sm:p-5', className)}>
      <label htmlFor={inputId} className="sr-only">
        {text.searchLabel}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => search(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              search('');
            }
          }}
          placeholder={text.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          className="h-14 rounded-lg pl-12 pr-12 text-base [&::-webkit-search-cancel-button]:appearance-none"
        />
        {query ? (
          <button
            type="button"
            onClick={() => search('')}
            aria-label="Effacer la recherche"
            className="absolute right-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>

      {!searching ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 px-1 text-sm">
          <span className="text-muted-foreground">{text.searchSuggestionsLabel}</span>
          {text.searchSuggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              onClick={() => search(suggestion)}
              className="rounded-full border border-border bg-background px-3 py-1 text-foreground transition-colors hover:border-accent hover:text-accent-strong"
            >
              {suggestion}
            </button>
          ))}
        </div>
      ) : null}

      <p aria-live="polite" className={cn('px-1 text-sm text-muted-foreground', searching && results.length > 0 ? 'mt-4' : 'sr-only')}>
        {searching ? `${resultCountLabel(results.length)} pour «\u00a0${query.trim()}\u00a0»` : ''}
      </p>

      {searching && results.length > 0 ? (
        <>
          <ul className="mt-2 divide-y divide-border">
            {shown.map((result) => (
              <li key={result.key}>
                <ResultLink result={result} />
              </li>
            ))}
          </ul>
          {!showAll && results.length > firstResults ? (
            <button
              type="button"
              onClick={() => setShowAll(true)}
              className="mt-2 w-full rounded-md py-2.5 text-sm font-semibold text-accent-strong hover:bg-muted"
            >
              {text.searchShowAll} ({results.length})
            </button>
          ) : null}
        </>
      ) : null}

      {searching && results.length === 0 ? (
        <div className="mt-4 flex gap-3 rounded-lg bg-muted px-4 py-5">
          <SearchX className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-semibold text-navy">{text.searchNoResult}</p>
            <p className="mt-1 text-muted-foreground">{text.searchNoResultHint}</p>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
              <Link to={paths.faq} className="text-accent-strong underline-offset-4 hover:underline">
                {text.faqLinkLabel}
              </Link>
              <Link to={paths.contact} className="text-accent-strong underline-offset-4 hover:underline">
                {text.ctaMessage}
              </Link>
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
