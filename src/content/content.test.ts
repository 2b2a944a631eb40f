import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { careerPerks, jobListings, recruitmentProcess } from './careers';
import { commitmentGroups, companyValues, keyFigures, timeline } from './company';
import { documentationSections } from './documentation';
import { documents } from './documents';
import { faqCategories } from './faq';
import { helpPopularQuestions, helpSearchIndex, helpTopics } from './help-center';
import { comparisonTable, testimonials } from './leasing/explainer';
import { contactProCommitments, contactProFaq } from './leasing/contact-pro';
import { homeBenefits } from './leasing/home';
import { partnerBenefits, partnerProcess } from './leasing/partner';
import { homeHowItWorks, processSteps } from './leasing/process';
import { legalPages } from './legal';
import * as careers from './careers';
import * as company from './company';
import * as documentation from './documentation';
import * as faq from './faq';
import * as helpCenter from './help-center';
import * as leasingContactPro from './leasing/contact-pro';
import * as leasingExplainer from './leasing/explainer';
import * as leasingHome from './leasing/home';
import * as leasingPartner from './leasing/partner';
import * as leasingProcess from './leasing/process';
import * as legal from './legal';
import { frenchTypography } from './typography';

/** Folds the non-breaking spaces added by the typography pass, to compare with plain text. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const textOf = (value: unknown): string => plain(JSON.stringify(value));

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, out));
  return out;
}

const allStrings = collectStrings([
  careers,
  company,
  documentation,
  faq,
  helpCenter,
  leasingContactPro,
  leasingExplainer,
  leasingHome,
  leasingPartner,
  leasingProcess,
  legal,
]);

describe('FAQ', () => {
  it('has the four categories of the spec, with 5 to 7 questions each', () => {
    expect(faqCategories.map((category) => category.title)).toEqual([
      'Leasing et financement',
      'Livraison et installation',
      'SAV et garantie',
      'Résiliation et renouvellement',
    ]);
    for (const category of faqCategories) {
      expect(category.items.length).toBeGreaterThanOrEqual(5);
      expect(category.items.length).toBeLessThanOrEqual(7);
    }
    const ids = faqCategories.flatMap((category) => category.items.map((item) => `${category.id}/${item.id}`));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    '12 à 60 mois',
    '36 mois',
    'aucun apport',
    '5 000 € HT',
    '100 000 € HT',
    'premier loyer majoré',
    'déductibles à 100 %',
    '5 à 10 %',
    '1 à 3 %',
    'Kbis de moins de 3 mois',
    '2 derniers bilans',
    'RIB',
    '24 à 48h',
    '7 à 15 jours ouvrés',
    '3 à 6 semaines',
    'formation de 2h',
    'majoration de 15 %',
    '48 à 72h',
    '3 à 5 ans',
    'toute la durée de votre contrat',
    'sous 48h',
    'sous 4h',
    'dépasse 5 jours',
    'chaque trimestre',
    'dans les 48h',
    '3 mois avant',
    'restitution est gratuite',
    '10 % de remise',
    '75 % de nos clients',
  ])('states « %s »', (statement) => {
    expect(textOf(faqCategories).toLowerCase()).toContain(statement.toLowerCase());
  });
});

describe('help centre', () => {
  it('has the four topic cards, each with its own articles (the card counts them)', () => {
    expect(helpTopics.map((topic) => [topic.title, topic.articles.length])).toEqual([
      ['Commande et devis', 5],
      ['Installation et livraison', 5],
      ['Facturation et paiement', 5],
      ['SAV et technique', 6],
    ]);
  });

  it('has six popular questions and a flat search list of everything', () => {
    expect(helpPopularQuestions).toHaveLength(6);
    const articleCount = helpTopics.reduce((sum, topic) => sum + topic.articles.length, 0);
    expect(helpSearchIndex).toHaveLength(articleCount + 6);
    expect(new Set(helpSearchIndex.map((entry) => entry.id)).size).toBe(helpSearchIndex.length);
  });
});

describe('careers, documentation, company', () => {
  it('lists four jobs and the perks of the spec', () => {
    expect(jobListings).toHaveLength(4);
    expect(textOf(careerPerks)).toContain('1 500 € par an');
    expect(plain(recruitmentProcess.averageDuration)).toContain('15 jours en moyenne');
  });

  it('has the three documentation sections, each card backed by a document the build turns into a PDF', () => {
    expect(documentationSections.map((section) => section.title)).toEqual([
      'Guides utilisateur',
      'Contrats types',
      'Documentation technique',
    ]);
    for (const section of documentationSections) {
      expect(section.documents.length).toBeGreaterThanOrEqual(3);
      expect(section.documents.length).toBeLessThanOrEqual(4);
      for (const card of section.documents) {
        // A card without content would link to a PDF the build never writes (a dead download).
        const content = documents.find((document) => document.id === card.id);
        expect(content?.title, card.id).toBe(card.title);
      }
    }
  });

  it('tells the company story from 2010 to 2024 with six values and the site figures', () => {
    expect(timeline[0]?.year).toBe(2010);
    expect(timeline.at(-1)?.year).toBe(2024);
    expect(timeline.length).toBeGreaterThanOrEqual(6);
    expect(timeline.length).toBeLessThanOrEqual(8);
    expect(companyValues).toHaveLength(6);
    expect(keyFigures.map((figure) => plain(figure.value))).toEqual(
      [site.figures.clients, site.figures.financed, site.figures.satisfaction, site.figures.years],
    );
    expect(commitmentGroups.map((group) => group.id)).toEqual(['qualite', 'environnement', 'social', 'garanties']);
  });
});

describe('leasing pages', () => {
  it('has the comparison table, testimonials and process steps of the spec', () => {
    expect(comparisonTable.rows.length).toBeGreaterThanOrEqual(8);
    expect(comparisonTable.rows.length).toBeLessThanOrEqual(10);
    expect(testimonials).toHaveLength(2);
    expect(processSteps).toHaveLength(6);
    expect(homeHowItWorks).toHaveLength(4);
  });

  it('carries the home benefits, partner and contact-pro figures', () => {
    const benefits = textOf(homeBenefits);
    expect(benefits).toContain('40 %');
    expect(benefits).toContain('24h/7j');
    expect(benefits).toContain('Installation et formation incluses');
    expect(textOf(partnerBenefits)).toContain('5 % à 8 %');
    expect(plain(partnerProcess.processingTime)).toContain('5 à 7 jours ouvrés');
    const contactPro = textOf(contactProCommitments);
    for (const fact of ['sous 2h', 'sous 24h', '7 à 15 jours', 'sous 48h', '50 000 € HT']) {
      expect(contactPro).toContain(fact);
    }
    expect(contactProFaq.length).toBeGreaterThanOrEqual(4);
    expect(contactProFaq.length).toBeLessThanOrEqual(5);
  });
});

describe('legal pages', () => {
  it('has the four pages, dated 2 November 2026, the cookie policy since the attribution and consent rules of 26 November, the privacy policy since the retention job of 27 November', () => {
    expect(Object.keys(legalPages).sort()).toEqual(['cgu', 'confidentialite', 'cookies', 'mentions-legales']);
    const updated: Record<string, string> = { cookies: '2026-11-26', confidentialite: '2026-11-27' };
    for (const [slug, page] of Object.entries(legalPages)) {
      expect(page.updatedAt, slug).toBe(updated[slug] ?? '2026-11-02');
      expect(page.sections.length).toBeGreaterThan(0);
    }
  });

  it('identifies the publisher and the host from the site facts', () => {
    const text = textOf(legalPages['mentions-legales']);
    for (const fact of [
      site.legalName,
      site.legal.capital,
      site.legal.rcs,
      site.legal.vat,
      site.legal.siret,
      site.legal.publicationDirector,
      site.legal.host,
      site.address.street,
      site.email,
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('states the retention periods and the reply delay of the spec', () => {
    const privacy = textOf(legalPages.confidentialite);
    expect(privacy).toContain(site.legal.dpoEmail);
    for (const period of [
      'puis 3 ans',
      'puis 10 ans après son terme',
      'Factures et pièces comptables : 10 ans',
      'prospection',
      'd’un mois',
      'CNIL',
      // What the daily retention job does (supabase/schemas/privacy.sql).
      'chaque jour',
      'anonymisées',
      'supprimés, avec leur document PDF, 3 ans',
      'Envois de nos campagnes (qui a reçu quel message) : 3 ans',
      'votre adresse e-mail et la date de votre désinscription sont conservées',
      'Candidatures non retenues : 2 ans',
      '3 ans après notre réponse',
      '30 jours',
    ]) {
      expect(privacy).toContain(period);
    }
    const cookies = textOf(legalPages.cookies);
    for (const lifetime of ['30 jours', '13 mois', '12 mois', '6 mois', 'Gérer mes préférences de cookies']) {
      expect(cookies).toContain(lifetime);
    }
  });
});

describe('French typography', () => {
  it('puts non-breaking spaces where a line must not break', () => {
    expect(frenchTypography('Quel délai ? 5 000 € HT, « 15 % »')).toBe(
      'Quel délai\u00a0? 5\u00a0000\u00a0€\u00a0HT, «\u00a015\u00a0%\u00a0»',
    );
    expect(frenchTypography('01 84 60 32 10')).toBe('01 84 60 32 10');
  });

  it('leaves no breakable space before high punctuation, no straight apostrophe and no placeholder', () => {
    for (const text of allStrings) {
      expect(text).not.toMatch(/ [:;?!»]/);
      expect(text).not.toMatch(/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/);
      expect(text).not.toMatch(/lorem|ipsum|\[[^\]]*\]|TODO|XXX/i);
    }
  });
});
