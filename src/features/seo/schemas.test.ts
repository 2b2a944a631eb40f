import { describe, expect, it } from 'vitest';
import {
  emptySeoPageValues,
  seoPageSchema,
  seoPageToFormValues,
  toSeoPagePayload,
  type SeoPage,
  type SeoPageFormValues,
} from './schemas';

const valid: SeoPageFormValues = {
  ...emptySeoPageValues,
  page_url: '/a-propos',
  meta_title: 'À propos de VisioLease',
  meta_description: 'Depuis 2010, VisioLease équipe les entreprises en écrans LED et bornes interactives.',
};

function errorsOf(values: Partial<SeoPageFormValues>) {
  const result = seoPageSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('seoPageSchema (mirrors seo_content CHECKs)', () => {
  it('accepts a minimal page, accents and emoji included', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ meta_title: 'Écrans LED 🎉 à Paris' })).toEqual({});
  });

  it('requires page_url, meta_title and meta_description, in French', () => {
    expect(errorsOf({ page_url: '  ', meta_title: '', meta_description: ' ' })).toEqual({
      page_url: 'Veuillez saisir l’URL de la page (ex. /a-propos).',
      meta_title: 'Veuillez saisir le titre meta.',
      meta_description: 'Veuillez saisir la meta description.',
    });
  });

  it.each([
    'a-propos',
    'https://www.visiolease.fr/a-propos',
    '//evil.example',
    '/A-Propos',
    '/à-propos',
    '/a//b',
    '/a propos',
  ])('refuses the page_url %s', (page_url) => {
    expect(errorsOf({ page_url }).page_url).toMatch(/^L’URL/);
  });

  it('accepts / and nested relative paths', () => {
    expect(errorsOf({ page_url: '/' })).toEqual({});
    expect(errorsOf({ page_url: '/produits/ecran-led_4k.v2~x' })).toEqual({});
  });

  it('refuses titles and descriptions over their limits', () => {
    expect(errorsOf({ meta_title: 'a'.repeat(61) }).meta_title).toBe(
      'Le titre meta ne doit pas dépasser 60 caractères.',
    );
    expect(errorsOf({ meta_description: 'a'.repeat(161) }).meta_description).toBe(
      'La meta description ne doit pas dépasser 160 caractères.',
    );
    expect(errorsOf({ h1: 'a'.repeat(121) }).h1).toBe('Le titre H1 ne doit pas dépasser 120 caractères.');
    expect(errorsOf({ og_title: 'a'.repeat(96) }).og_title).toBe(
      'Le titre Open Graph ne doit pas dépasser 95 caractères.',
    );
    expect(errorsOf({ og_description: 'a'.repeat(201) }).og_description).toBe(
      'La description Open Graph ne doit pas dépasser 200 caractères.',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'ftp://x.fr', 'leasing'])(
    'refuses the canonical_url %s',
    (canonical_url) => {
      expect(errorsOf({ canonical_url }).canonical_url).toBe(
        'L’URL canonique doit commencer par http(s):// ou par « / » (ex. /a-propos).',
      );
    },
  );

  it('accepts http(s) and site-relative canonical URLs', () => {
    expect(errorsOf({ canonical_url: 'https://www.visiolease.fr/a-propos' })).toEqual({});
    expect(errorsOf({ canonical_url: '/a-propos' })).toEqual({});
  });

  it('refuses markup in every text field', () => {
    const markup = '<script>alert(1)</script>';
    const errors = errorsOf({
      meta_title: markup,
      meta_description: markup,
      h1: markup,
      og_title: markup,
      og_description: markup,
      keywords: `a, ${markup}`,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'h1',
      'keywords',
      'meta_description',
      'meta_title',
      'og_description',
      'og_title',
    ]);
    expect(errors.meta_title).toBe('Le titre meta ne doit pas contenir de balises HTML.');
  });

  it('refuses more than 30 keywords or a keyword over 60 characters', () => {
    const many = Array.from({ length: 31 }, (_, i) => `mot ${i}`).join(', ');
    expect(errorsOf({ keywords: many }).keywords).toBe('30 mots-clés au maximum.');
    expect(errorsOf({ keywords: `court, ${'a'.repeat(61)}` }).keywords).toMatch(
      /^Chaque mot-clé doit faire 60 caractères au maximum/,
    );
    expect(errorsOf({ keywords: 'a, b' })).toEqual({});
  });
});

describe('toSeoPagePayload', () => {
  it('trims, drops empty keywords, sends empty optionals as null, computes the score and publishes', () => {
    const payload = toSeoPagePayload(
      seoPageSchema.parse({
        ...valid,
        page_url: ' /a-propos ',
        keywords: ' VisioLease , , histoire,valeurs , ',
        h1: '  ',
      }),
    );
    expect(payload).toEqual({
      page_url: '/a-propos',
      meta_title: 'À propos de VisioLease',
      meta_description: 'Depuis 2010, VisioLease équipe les entreprises en écrans LED et bornes interactives.',
      keywords: ['VisioLease', 'histoire', 'valeurs'],
      h1: null,
      canonical_url: null,
      og_title: null,
      og_description: null,
      seo_score: 65,
      status: 'published',
    });
  });

  it('scores 100 for a complete page', () => {
    const payload = toSeoPagePayload(
      seoPageSchema.parse({
        ...valid,
        keywords: 'a, b, c',
        h1: 'À propos de VisioLease',
        canonical_url: '/a-propos',
        og_title: 'OG',
      }),
    );
    expect(payload).toMatchObject({ seo_score: 100, og_title: 'OG', status: 'published' });
  });
});

describe('seoPageToFormValues', () => {
  it('loads every field back, Open Graph included, so a save keeps what was not changed', () => {
    const page: SeoPage = {
      id: 'p1',
      page_url: '/leasing',
      meta_title: 'Leasing',
      meta_description: 'Description',
      keywords: ['a', 'b', 'c', 'd'],
      h1: null,
      canonical_url: '/leasing',
      og_title: 'Titre OG enregistré',
      og_description: 'Description OG enregistrée',
      seo_score: 40,
      status: 'draft',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    expect(seoPageToFormValues(page)).toEqual({
      page_url: '/leasing',
      meta_title: 'Leasing',
      meta_description: 'Description',
      keywords: 'a, b, c, d',
      h1: '',
      canonical_url: '/leasing',
      og_title: 'Titre OG enregistré',
      og_description: 'Description OG enregistrée',
    });
  });
});
