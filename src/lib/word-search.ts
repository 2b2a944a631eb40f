import { normalizeText } from '@/lib/utils';

/** More words than this narrow nothing down; longer ones are not names or numbers. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;

/**
 * The words of a search box, folded as the database folds the searched columns
 * (`private.search_text`, supabase/schemas/shared.sql): accents removed, lower case, and anything
 * but letters and digits between words. « Lefèvre, J. » → ['lefevre', 'j'].
 */
export function searchWords(term: string): string[] {
  const words = normalizeText(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The text search query of a list's `search` column: every word must start a word of the row,
 * « jer lefev » → `jer:* & lefev:*`. Only letters and digits reach it, so no input can break
 * the query syntax; null when nothing searchable was typed.
 */
export function prefixSearchQuery(term: string): string | null {
  const words = searchWords(term);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}
