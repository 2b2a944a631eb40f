import { Check, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { computeSeoScore, parseKeywords, SEO_WEIGHTS, type SeoScoreInput } from '../score';
import { SeoScoreBadge } from './seo-badges';

const len = (value: string | null | undefined) => (value ?? '').trim().length;

/** The score of spec §5, live as the user types, with the rule each point comes from. */
export function SeoScorePreview({ values }: { values: SeoScoreInput }) {
  const score = computeSeoScore(values);
  const title = len(values.meta_title);
  const description = len(values.meta_description);
  const rules = [
    { met: title > 10 && title < 60, text: 'Titre meta de 11 à 59 caractères', points: SEO_WEIGHTS.metaTitle },
    {
      met: description > 50 && description < 160,
      text: 'Meta description de 51 à 159 caractères',
      points: SEO_WEIGHTS.metaDescription,
    },
    { met: len(values.h1) > 10, text: 'Titre H1 de plus de 10 caractères', points: SEO_WEIGHTS.h1 },
    { met: parseKeywords(values.keywords).length >= 3, text: 'Au moins 3 mots-clés', points: SEO_WEIGHTS.keywords },
    { met: len(values.canonical_url) > 0, text: 'URL canonique renseignée', points: SEO_WEIGHTS.canonical },
  ];
  return (
    <section aria-label="Score SEO" className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          Score SEO :{' '}
          <output data-testid="seo-live-score" className="tabular-nums">
            {score}
          </output>
          /100
        </p>
        <SeoScoreBadge score={score} />
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-accent-strong transition-[width]" style={{ width: `${score}%` }} />
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {rules.map((rule) => (
          <li
            key={rule.text}
            className={cn('flex items-center gap-1.5', rule.met ? 'text-foreground' : 'text-muted-foreground')}
          >
            {rule.met ? (
              <Check className="size-3.5 shrink-0 text-[#16a34a]" aria-hidden="true" />
            ) : (
              <X className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span>
              {rule.text} (+{rule.points})<span className="sr-only">{rule.met ? ' : atteint' : ' : non atteint'}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
