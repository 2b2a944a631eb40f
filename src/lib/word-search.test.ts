import { describe, expect, it } from 'vitest';
import { prefixSearchQuery, searchWords } from './word-search';

describe('searchWords', () => {
  it('folds accents and case, and splits on anything but letters and digits', () => {
    expect(searchWords('  Hélène LÉVÊQUE ')).toEqual(['helene', 'leveque']);
    expect(searchWords('marc@pharmacie-centrale.fr')).toEqual(['marc', 'pharmacie', 'centrale', 'fr']);
    expect(searchWords('CMD-2026-00012')).toEqual(['cmd', '2026', '00012']);
  });

  it('keeps other letters and digits as written', () => {
    expect(searchWords('Œuvre ß 東京 ٣')).toEqual(['œuvre', 'ß', '東京', '٣']);
  });

  it('drops repeated words and keeps at most 8 words of 64 characters', () => {
    expect(searchWords('jean jean JEAN')).toEqual(['jean']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(64);
  });
});

describe('prefixSearchQuery', () => {
  it('asks for every word as a prefix', () => {
    expect(prefixSearchQuery('jer Lefèv')).toBe('jer:* & lefev:*');
  });

  it("lets no operator, quote or wildcard of the query syntax through: « 100% », « l'été », « a|b & !c »", () => {
    expect(prefixSearchQuery('100%')).toBe('100:*');
    expect(prefixSearchQuery("l'été (nord)")).toBe('l:* & ete:* & nord:*');
    expect(prefixSearchQuery('a|b & !c:* "d" \\e_f, g*')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:*');
  });

  it('gives no query when nothing searchable was typed', () => {
    expect(prefixSearchQuery('')).toBeNull();
    expect(prefixSearchQuery('  %*, () ')).toBeNull();
  });
});
