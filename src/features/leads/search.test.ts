import { describe, expect, it } from 'vitest';
import { createLeadSearch, leadFullName, searchLeads } from './search';

const leads = [
  {
    id: '1',
    email: 'helene.dubois@boulangerie.fr',
    first_name: 'Hélène',
    last_name: 'Dubois',
    company: 'Boulangerie Dubois',
  },
  { id: '2', email: 'marc@exemple.fr', first_name: 'Marc', last_name: 'Lefèvre', company: 'Pharmacie Centrale' },
  { id: '3', email: 'contact@sans-nom.fr', first_name: null, last_name: null, company: null },
];
const ids = (found: { id: string }[]) => found.map((lead) => lead.id);

describe('lead search (e-mail, full name, company; accents and case ignored)', () => {
  it("finds 'Hélène' with 'helene'", () => {
    expect(ids(searchLeads(leads, 'helene'))).toEqual(['1']);
    expect(ids(searchLeads(leads, 'HÉLÈNE'))).toEqual(['1']);
  });

  it('searches the full name, across first and last name', () => {
    expect(ids(searchLeads(leads, 'marc lefevre'))).toEqual(['2']);
    expect(ids(searchLeads(leads, 'lefevre marc'))).toEqual(['2']);
  });

  it('searches the e-mail and the company', () => {
    expect(ids(searchLeads(leads, 'sans-nom.fr'))).toEqual(['3']);
    expect(ids(searchLeads(leads, 'pharmacie'))).toEqual(['2']);
  });

  it('returns everything for an empty query, nothing for a miss', () => {
    expect(ids(searchLeads(leads, '   '))).toEqual(['1', '2', '3']);
    expect(searchLeads(leads, 'introuvable')).toEqual([]);
  });

  it('keeps one filter per list and answers each keystroke from it', () => {
    const run = createLeadSearch(leads);
    expect(ids(run('d'))).toEqual(['1']);
    expect(ids(run('du'))).toEqual(['1']);
    expect(ids(run('fr'))).toEqual(['1', '2', '3']);
  });

  it('filters 10 000 leads quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i),
      email: `contact${i}@entreprise${i % 97}.fr`,
      first_name: i % 2 ? 'Hélène' : 'Jérôme',
      last_name: `Nom${i}`,
      company: `Société ${i}`,
    }));
    const run = createLeadSearch(many);
    run('x'); // builds the index once
    const start = performance.now();
    const found = run('helene 9999');
    expect(performance.now() - start).toBeLessThan(100);
    expect(ids(found)).toEqual(['9999']);
  });
});

describe('leadFullName', () => {
  it('joins what is known', () => {
    expect(leadFullName({ first_name: 'Hélène', last_name: 'Dubois' })).toBe('Hélène Dubois');
    expect(leadFullName({ first_name: ' Hélène ', last_name: null })).toBe('Hélène');
    expect(leadFullName({ first_name: null, last_name: null })).toBe('');
  });
});
