import { describe, expect, it } from 'vitest';
import { excerptAround, searchHelpCentre } from './search';

const kinds = (query: string) => new Set(searchHelpCentre(query).map((result) => result.kind));

describe('searchHelpCentre', () => {
  it('returns nothing for a blank query', () => {
    expect(searchHelpCentre('')).toEqual([]);
    expect(searchHelpCentre('   ')).toEqual([]);
  });

  it('finds help articles, with their topic and an anchor of the page', () => {
    const results = searchHelpCentre('prélèvement SEPA');
    const article = results.find((result) => result.to === '#article-prelevement-des-loyers');
    expect(article).toMatchObject({ kind: 'article', source: 'Facturation et paiement' });
    expect(article?.title).toMatch(/^Quand et comment mes loyers sont-ils prélevés/);
  });

  it('finds FAQ questions, linked to the FAQ page', () => {
    const results = searchHelpCentre('resiliation');
    expect(results.length).toBeGreaterThan(0);
    const faq = results.find((result) => result.kind === 'faq' && result.to === '/faq#resiliation-anticipee');
    expect(faq?.source).toBe('FAQ · Résiliation et renouvellement');
  });

  it('searches the articles, the popular questions and the FAQ at once', () => {
    expect(kinds('apport')).toEqual(new Set(['article', 'question', 'faq']));
    const question = searchHelpCentre('apport').find((result) => result.kind === 'question');
    expect(question?.to).toBe('#question-apport');
    expect(question?.source).toBe('Questions populaires');
  });

  it('ignores case, accents and typographic apostrophes, and puts title matches first', () => {
    expect(searchHelpCentre('ÉCRAN NOIR')[0]?.to).toBe('#article-ecran-noir');
    expect(searchHelpCentre("l'installation").length).toBeGreaterThan(0);
    const results = searchHelpCentre('panne');
    const firstBodyOnly = results.findIndex((result) => !/panne/i.test(result.title));
    const lastTitle = results.map((result) => /panne/i.test(result.title)).lastIndexOf(true);
    expect(lastTitle).toBeLessThan(firstBodyOnly === -1 ? Infinity : firstBodyOnly);
  });

  it('returns an empty list when nothing matches', () => {
    expect(searchHelpCentre('hélicoptère')).toEqual([]);
  });
});

describe('excerptAround', () => {
  const body = `${'Début de texte sans intérêt particulier. '.repeat(6)}Le mot clé recherché se trouve ici, au milieu. ${'Suite du texte. '.repeat(10)}`;

  it('keeps short texts whole', () => {
    expect(excerptAround('Texte court.', 'court')).toBe('Texte court.');
  });

  it('cuts around the first match, on word boundaries', () => {
    const excerpt = excerptAround(body, 'recherche');
    expect(excerpt).toContain('recherché');
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(176);
  });
});
