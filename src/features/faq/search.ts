import type { FaqCategory, FaqItem } from '@/content/faq';
import { matchesSearch, normalizeText } from '@/lib/utils';

/**
 * Folds what a keyboard does not type: the content's typographic apostrophes (’) and the
 * ligatures œ and æ, so that « l'installation » or « main-d'oeuvre » still match.
 * (A candidate for `normalizeText` in lib/utils, which other searches would then share.)
 */
export function foldTypography(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE');
}

/** True when the query is blank, i.e. nothing is being searched. */
export function isBlankQuery(query: string): boolean {
  return normalizeText(query) === '';
}

/** Case- and accent-insensitive match of a question or its answer. */
export function faqItemMatches(query: string, item: FaqItem): boolean {
  return matchesSearch(foldTypography(query), [foldTypography(item.question), foldTypography(item.answer)]);
}

/** The categories with only their matching questions; categories left empty are dropped. */
export function filterFaqCategories(categories: FaqCategory[], query: string): FaqCategory[] {
  if (isBlankQuery(query)) return categories;
  return categories
    .map((category) => ({ ...category, items: category.items.filter((item) => faqItemMatches(query, item)) }))
    .filter((category) => category.items.length > 0);
}

export function countFaqItems(categories: FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.items.length, 0);
}

/** « 1 question » / « 3 questions ». */
export function questionCountLabel(count: number): string {
  return count > 1 ? `${count} questions` : `${count} question`;
}
