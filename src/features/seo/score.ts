import type { BadgeVariant } from '@/components/ui/badge';

/**
 * The SEO score of spec §5, out of 100 — one pure function used by the form (live, as the user
 * types) and sent as seo_score on save. Bounds are strict:
 *   meta_title longer than 10 and shorter than 60 characters → 25
 *   meta_description longer than 50 and shorter than 160   → 25
 *   h1 longer than 10                                       → 20
 *   at least 3 comma-separated (non-empty) keywords         → 15
 *   a canonical_url present                                 → 15
 * Lengths are measured on the trimmed text, i.e. on what is saved.
 */
export const SEO_WEIGHTS = { metaTitle: 25, metaDescription: 25, h1: 20, keywords: 15, canonical: 15 } as const;

/** Under this a page needs fixing; at or above it the score is good (spec §9). */
export const GOOD_SEO_SCORE = 70;
export const EXCELLENT_SEO_SCORE = 80;
export const MEDIUM_SEO_SCORE = 50;

export interface SeoScoreInput {
  meta_title?: string | null;
  meta_description?: string | null;
  h1?: string | null;
  /** The raw comma-separated text of the form, or the saved list. */
  keywords?: string | readonly (string | null | undefined)[] | null;
  canonical_url?: string | null;
}

/** 'a, b , ,c' → ['a', 'b', 'c']: each keyword trimmed, empty ones dropped. */
export function parseKeywords(keywords: SeoScoreInput['keywords']): string[] {
  if (!keywords) return [];
  const items = typeof keywords === 'string' ? keywords.split(',') : keywords;
  return items.map((item) => (item ?? '').trim()).filter((item) => item !== '');
}

const length = (value: string | null | undefined) => (value ?? '').trim().length;

export function computeSeoScore({ meta_title, meta_description, h1, keywords, canonical_url }: SeoScoreInput): number {
  let score = 0;
  const title = length(meta_title);
  if (title > 10 && title < 60) score += SEO_WEIGHTS.metaTitle;
  const description = length(meta_description);
  if (description > 50 && description < 160) score += SEO_WEIGHTS.metaDescription;
  if (length(h1) > 10) score += SEO_WEIGHTS.h1;
  if (parseKeywords(keywords).length >= 3) score += SEO_WEIGHTS.keywords;
  if (length(canonical_url) > 0) score += SEO_WEIGHTS.canonical;
  return score;
}

export interface SeoScoreBadge {
  label: 'Excellent' | 'Bon' | 'Moyen' | 'Faible';
  variant: BadgeVariant;
  /** 'Bon (75)' */
  text: string;
}

/** Spec §4: 80 or more 'Excellent'; 70–79 'Bon'; 50–69 'Moyen'; below 50 'Faible'; the number in brackets. */
export function seoScoreBadge(score: number | null | undefined): SeoScoreBadge {
  const value = Number.isFinite(Number(score)) ? Number(score ?? 0) : 0;
  const [label, variant]: [SeoScoreBadge['label'], BadgeVariant] =
    value >= EXCELLENT_SEO_SCORE
      ? ['Excellent', 'success']
      : value >= GOOD_SEO_SCORE
        ? ['Bon', 'info']
        : value >= MEDIUM_SEO_SCORE
          ? ['Moyen', 'warning']
          : ['Faible', 'danger'];
  return { label, variant, text: `${label} (${value})` };
}

/** Average of the scores, a missing score counting as 0; 0 for an empty table (never NaN). */
export function averageSeoScore(scores: readonly (number | null | undefined)[]): number {
  if (scores.length === 0) return 0;
  const total = scores.reduce<number>((sum, score) => {
    const n = Number(score);
    return sum + (score === null || score === undefined || !Number.isFinite(n) ? 0 : n);
  }, 0);
  return total / scores.length;
}

/** Spec §2: optimised pages = published pages minus the pages scoring under 70 (never below 0). */
export function optimisedPageCount(published: number, underGoodScore: number): number {
  return Math.max(0, published - underGoodScore);
}

/** First `max` keywords as badges, and how many are left for '+N'. */
export function keywordBadges(
  keywords: readonly string[] | null | undefined,
  max = 3,
): { shown: string[]; rest: number } {
  const list = keywords ?? [];
  return { shown: list.slice(0, max), rest: Math.max(0, list.length - max) };
}
