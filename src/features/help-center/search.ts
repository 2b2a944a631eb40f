import { paths } from '@/config/routes';
import { faqCategories } from '@/content/faq';
import { helpSearchIndex } from '@/content/help-center';
import { matchesSearch, normalizeText } from '@/lib/utils';

export type HelpResultKind = 'article' | 'question' | 'faq';

export interface HelpSearchResult {
  /** Unique across kinds, e.g. 'article/sav-technique/ecran-noir' or 'faq/rachat'. */
  key: string;
  kind: HelpResultKind;
  title: string;
  excerpt: string;
  /** Where it comes from: the article's topic, the popular questions, or the FAQ category. */
  source: string;
  /** Link target: an anchor of this page, or a question of the FAQ page. */
  to: string;
}

/** Anchors of the help-centre page. */
export const articleAnchor = (articleId: string) => `article-${articleId}`;
export const questionAnchor = (questionId: string) => `question-${questionId}`;

export const popularQuestionsSource = 'Questions populaires';

/**
 * Folds what a keyboard does not type: typographic apostrophes (’) and the ligatures œ, æ.
 * (Same rule as the FAQ search; a candidate for `normalizeText` in lib/utils.)
 */
export function foldTypography(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE');
}

const matches = (query: string, fields: string[]) => matchesSearch(foldTypography(query), fields.map(foldTypography));

/** A short passage of `body` around the first word of the query, on word boundaries. */
export function excerptAround(body: string, query: string, length = 170): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const words = normalizeText(foldTypography(query)).split(/\s+/).filter(Boolean);
  // normalizeText keeps one character per precomposed letter, so positions carry over.
  const haystack = normalizeText(foldTypography(text));
  const hit = words.map((word) => haystack.indexOf(word)).filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? 0;
  let start = hit < length / 2 ? 0 : text.lastIndexOf(' ', hit - 40) + 1;
  if (start + length > text.length) start = Math.max(0, text.lastIndexOf(' ', text.length - length) + 1);
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), start + 1);
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).replace(/[\s,;:.]+$/, '')}${end < text.length ? ' …' : ''}`;
}

/**
 * Searches the help articles, the popular questions and the FAQ (accent- and case-insensitive,
 * every word of the query must appear). Results whose title matches come first; within that,
 * articles, then popular questions, then FAQ questions, each in reading order.
 */
export function searchHelpCentre(query: string): HelpSearchResult[] {
  if (normalizeText(query) === '') return [];

  const fromIndex = helpSearchIndex
    .filter((entry) => matches(query, [entry.title, entry.body, entry.topicTitle ?? '']))
    .map((entry): HelpSearchResult => {
      const localId = entry.id.slice(entry.id.indexOf('/') + 1);
      return entry.kind === 'article'
        ? {
            key: `article/${entry.id}`,
            kind: 'article',
            title: entry.title,
            excerpt: excerptAround(entry.body, query),
            source: entry.topicTitle ?? '',
            to: `#${articleAnchor(localId)}`,
          }
        : {
            key: `question/${localId}`,
            kind: 'question',
            title: entry.title,
            excerpt: excerptAround(entry.body, query),
            source: popularQuestionsSource,
            to: `#${questionAnchor(localId)}`,
          };
    });

  const fromFaq = faqCategories.flatMap((category) =>
    category.items
      .filter((item) => matches(query, [item.question, item.answer]))
      .map(
        (item): HelpSearchResult => ({
          key: `faq/${category.id}/${item.id}`,
          kind: 'faq',
          title: item.question,
          excerpt: excerptAround(item.answer, query),
          source: `FAQ · ${category.title}`,
          to: `${paths.faq}#${item.id}`,
        }),
      ),
  );

  const all = [...fromIndex, ...fromFaq];
  const titleFirst = (result: HelpSearchResult) => (matches(query, [result.title]) ? 0 : 1);
  return all
    .map((result, order) => ({ result, order, rank: titleFirst(result) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ result }) => result);
}

/** « 1 résultat » / « 5 résultats ». */
export function resultCountLabel(count: number): string {
  return count > 1 ? `${count} résultats` : `${count} résultat`;
}
