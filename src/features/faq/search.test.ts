import { describe, expect, it } from 'vitest';
import { faqCategories } from '@/content/faq';
import { countFaqItems, filterFaqCategories, foldTypography, questionCountLabel } from './search';

const titles = (query: string) => filterFaqCategories(faqCategories, query).map((category) => category.title);
const questions = (query: string) =>
  filterFaqCategories(faqCategories, query).flatMap((category) => category.items.map((item) => item.id));

describe('filterFaqCategories', () => {
  it('returns every category untouched for a blank query', () => {
    expect(filterFaqCategories(faqCategories, '')).toBe(faqCategories);
    expect(filterFaqCategories(faqCategories, '   ')).toBe(faqCategories);
  });

  it('matches the question text', () => {
    expect(questions('Dois-je verser un apport')).toEqual(['apport-premier-loyer']);
  });

  it('matches the answer text, and drops the categories without a match', () => {
    // « Kbis » only appears in an answer of the financing category.
    expect(questions('kbis')).toEqual(['pieces-justificatives']);
    expect(titles('kbis')).toEqual(['Leasing et financement']);
  });

  it('ignores case and accents', () => {
    expect(questions('resiliation')).toContain('resiliation-anticipee');
    expect(questions('RÉSILIER')).toContain('resiliation-anticipee');
    expect(questions('GaRaNtIe')).toEqual(questions('garantie'));
    expect(questions('garantie').length).toBeGreaterThan(0);
  });

  it('matches typed apostrophes and ligatures against the typographic ones', () => {
    expect(questions("l'installation est-elle comprise")).toEqual(['installation-incluse']);
    expect(questions('main-d oeuvre')).toContain('duree-garantie');
  });

  it('returns nothing when no question or answer matches', () => {
    expect(filterFaqCategories(faqCategories, 'xylophone')).toEqual([]);
  });

  it('counts and labels questions', () => {
    expect(countFaqItems(faqCategories)).toBe(faqCategories.flatMap((category) => category.items).length);
    expect(questionCountLabel(1)).toBe('1 question');
    expect(questionCountLabel(4)).toBe('4 questions');
    expect(foldTypography('l’œuvre')).toBe("l'oeuvre");
  });
});
