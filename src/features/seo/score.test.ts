import { describe, expect, it } from 'vitest';
import {
  averageSeoScore,
  computeSeoScore,
  keywordBadges,
  optimisedPageCount,
  parseKeywords,
  seoScoreBadge,
} from './score';

const text = (length: number) => 'a'.repeat(length);
const only = (fields: Parameters<typeof computeSeoScore>[0]) => computeSeoScore(fields);

describe('computeSeoScore (spec §5)', () => {
  it('gives nothing to an empty page', () => {
    expect(computeSeoScore({})).toBe(0);
    expect(computeSeoScore({ meta_title: '', meta_description: '', h1: null, keywords: '', canonical_url: null })).toBe(
      0,
    );
  });

  it.each([
    [10, 0],
    [11, 25],
    [59, 25],
    [60, 0],
  ])('meta_title of %i characters → %i', (length, points) => {
    expect(only({ meta_title: text(length) })).toBe(points);
  });

  it.each([
    [50, 0],
    [51, 25],
    [159, 25],
    [160, 0],
  ])('meta_description of %i characters → %i', (length, points) => {
    expect(only({ meta_description: text(length) })).toBe(points);
  });

  it.each([
    [10, 0],
    [11, 20],
    [120, 20],
  ])('h1 of %i characters → %i', (length, points) => {
    expect(only({ h1: text(length) })).toBe(points);
  });

  it('keywords: 2 give nothing, 3 give 15, as text or as a list', () => {
    expect(only({ keywords: 'écran, leasing' })).toBe(0);
    expect(only({ keywords: 'écran, leasing, LED' })).toBe(15);
    expect(only({ keywords: 'écran,leasing,LED,totem' })).toBe(15);
    expect(only({ keywords: ['écran', 'leasing'] })).toBe(0);
    expect(only({ keywords: ['écran', 'leasing', 'LED'] })).toBe(15);
  });

  it('keywords: blanks between commas do not count', () => {
    expect(only({ keywords: ' , , ' })).toBe(0);
    expect(only({ keywords: 'écran, , leasing, ' })).toBe(0);
    expect(only({ keywords: 'écran, , leasing, ,LED' })).toBe(15);
    expect(only({ keywords: ['écran', ' ', 'leasing', ''] })).toBe(0);
  });

  it('canonical_url: empty gives nothing, present gives 15', () => {
    expect(only({ canonical_url: '' })).toBe(0);
    expect(only({ canonical_url: '   ' })).toBe(0);
    expect(only({ canonical_url: null })).toBe(0);
    expect(only({ canonical_url: '/leasing' })).toBe(15);
    expect(only({ canonical_url: 'https://www.visiolease.fr/leasing' })).toBe(15);
  });

  it('adds up to 100 when every rule is met', () => {
    expect(
      computeSeoScore({
        meta_title: text(30),
        meta_description: text(120),
        h1: text(40),
        keywords: 'écran LED, leasing, affichage dynamique',
        canonical_url: '/',
      }),
    ).toBe(100);
  });

  it('weights are 25 / 25 / 20 / 15 / 15', () => {
    const all = {
      meta_title: text(30),
      meta_description: text(120),
      h1: text(40),
      keywords: 'a, b, c',
      canonical_url: '/',
    };
    expect(computeSeoScore({ ...all, meta_title: '' })).toBe(75);
    expect(computeSeoScore({ ...all, meta_description: '' })).toBe(75);
    expect(computeSeoScore({ ...all, h1: '' })).toBe(80);
    expect(computeSeoScore({ ...all, keywords: '' })).toBe(85);
    expect(computeSeoScore({ ...all, canonical_url: '' })).toBe(85);
  });

  it('measures the trimmed text, i.e. what is saved', () => {
    expect(only({ meta_title: `  ${text(10)}  ` })).toBe(0);
    expect(only({ meta_title: `  ${text(11)}  ` })).toBe(25);
  });

  it('agrees with the seeded rows', () => {
    // /contact in supabase/seed.sql: title 27, description 96, no h1, 3 keywords, no canonical → 65.
    expect(
      computeSeoScore({
        meta_title: 'Nous contacter | VisioLease',
        meta_description:
          'Téléphone, e-mail et adresse de VisioLease à Paris. Notre équipe vous répond du lundi au samedi.',
        h1: null,
        keywords: ['contact VisioLease', 'service client', 'adresse Paris'],
        canonical_url: null,
      }),
    ).toBe(65);
  });
});

describe('parseKeywords', () => {
  it('trims each keyword and drops the empty ones', () => {
    expect(parseKeywords('  écran LED ,leasing,, , totem  ')).toEqual(['écran LED', 'leasing', 'totem']);
    expect(parseKeywords('')).toEqual([]);
    expect(parseKeywords(null)).toEqual([]);
    expect(parseKeywords([' a ', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('seoScoreBadge (spec §4)', () => {
  it.each([
    [0, 'Faible (0)', 'danger'],
    [49, 'Faible (49)', 'danger'],
    [50, 'Moyen (50)', 'warning'],
    [69, 'Moyen (69)', 'warning'],
    [70, 'Bon (70)', 'info'],
    [79, 'Bon (79)', 'info'],
    [80, 'Excellent (80)', 'success'],
    [100, 'Excellent (100)', 'success'],
  ])('%i → %s', (score, text, variant) => {
    expect(seoScoreBadge(score)).toMatchObject({ text, variant });
  });

  it('treats a missing score as 0', () => {
    expect(seoScoreBadge(null).text).toBe('Faible (0)');
    expect(seoScoreBadge(undefined).text).toBe('Faible (0)');
  });
});

describe('keywordBadges', () => {
  it('shows the first three and counts the rest for +N', () => {
    expect(keywordBadges(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], rest: 2 });
    expect(keywordBadges(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], rest: 0 });
    expect(keywordBadges(['a'])).toEqual({ shown: ['a'], rest: 0 });
    expect(keywordBadges([])).toEqual({ shown: [], rest: 0 });
    expect(keywordBadges(null)).toEqual({ shown: [], rest: 0 });
  });
});

describe('averageSeoScore', () => {
  it('counts a missing score as 0', () => {
    expect(averageSeoScore([100, null, 80, undefined])).toBe(45);
  });

  it('is 0, never NaN, for an empty table', () => {
    expect(averageSeoScore([])).toBe(0);
    expect(Number.isNaN(averageSeoScore([]))).toBe(false);
  });

  it('averages the seeded scores to 81', () => {
    expect(averageSeoScore([100, 100, 100, 85, 65, 100, 60, 85, 70, 45])).toBe(81);
  });
});

describe('optimisedPageCount', () => {
  it('is published minus the pages under 70, never negative', () => {
    expect(optimisedPageCount(8, 3)).toBe(5);
    expect(optimisedPageCount(0, 0)).toBe(0);
    expect(optimisedPageCount(1, 4)).toBe(0);
  });
});
