import { z } from '@/lib/zod';
import type { Tables, TablesInsert } from '@/lib/db';
import { markupPattern, safeUrlPattern } from '@/lib/text-rules';
import { computeSeoScore, parseKeywords } from './score';

/**
 * The SEO page form, mirroring the CHECK constraints of `public.seo_content`
 * (supabase/schemas/content.sql): relative page URL, title ≤ 60,
 * description ≤ 160, up to 30 keywords of ≤ 60 characters, h1 ≤ 120, safe canonical URL,
 * og_title ≤ 95, og_description ≤ 200, no markup anywhere.
 */

export type SeoPage = Tables<'seo_content'>;

export const seoLimits = {
  pageUrl: 200,
  metaTitle: 60,
  metaDescription: 160,
  keywords: 30,
  keyword: 60,
  h1: 120,
  url: 2048,
  ogTitle: 95,
  ogDescription: 200,
} as const;

/** seo_content_page_url_check: a site-relative path in lower case, without '//'. */
export const pageUrlPattern = /^\/[a-z0-9._~/-]{0,199}$/;

const noMarkup = (what: string) => ({ error: `${what} ne doit pas contenir de balises HTML.` });

function requiredPlainText(what: string, required: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: `${what} ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), noMarkup(what));
}

function optionalPlainText(what: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${what} ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), noMarkup(what));
}

export const seoPageSchema = z.object({
  page_url: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir l’URL de la page (ex. /a-propos).', abort: true })
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), {
      error: 'L’URL doit être relative et commencer par « / » (ex. /a-propos).',
      abort: true,
    })
    .max(seoLimits.pageUrl, { error: `L’URL ne doit pas dépasser ${seoLimits.pageUrl} caractères.`, abort: true })
    .refine((value) => pageUrlPattern.test(value) && !value.includes('//'), {
      error:
        'L’URL ne peut contenir que des minuscules sans accent, des chiffres et les caractères - _ . ~ / (ex. /a-propos).',
    }),
  meta_title: requiredPlainText('Le titre meta', 'Veuillez saisir le titre meta.', seoLimits.metaTitle),
  meta_description: requiredPlainText(
    'La meta description',
    'Veuillez saisir la meta description.',
    seoLimits.metaDescription,
  ),
  keywords: z.string().superRefine((value, context) => {
    const keywords = parseKeywords(value);
    if (keywords.length > seoLimits.keywords) {
      context.addIssue({ code: 'custom', message: `${seoLimits.keywords} mots-clés au maximum.` });
    }
    const tooLong = keywords.find((keyword) => keyword.length > seoLimits.keyword);
    if (tooLong) {
      context.addIssue({
        code: 'custom',
        message: `Chaque mot-clé doit faire ${seoLimits.keyword} caractères au maximum (« ${tooLong.slice(0, 20)}… »).`,
      });
    }
    if (markupPattern.test(value)) {
      context.addIssue({ code: 'custom', message: 'Les mots-clés ne doivent pas contenir de balises HTML.' });
    }
  }),
  h1: optionalPlainText('Le titre H1', seoLimits.h1),
  canonical_url: z
    .string()
    .trim()
    .max(seoLimits.url, { error: `L’URL canonique ne doit pas dépasser ${seoLimits.url} caractères.`, abort: true })
    .refine((value) => value === '' || safeUrlPattern.test(value), {
      error: 'L’URL canonique doit commencer par http(s):// ou par « / » (ex. /a-propos).',
    }),
  og_title: optionalPlainText('Le titre Open Graph', seoLimits.ogTitle),
  og_description: optionalPlainText('La description Open Graph', seoLimits.ogDescription),
});

export type SeoPageFormValues = z.input<typeof seoPageSchema>;
export type SeoPageFormOutput = z.output<typeof seoPageSchema>;

export const emptySeoPageValues: SeoPageFormValues = {
  page_url: '',
  meta_title: '',
  meta_description: '',
  keywords: '',
  h1: '',
  canonical_url: '',
  og_title: '',
  og_description: '',
};

/**
 * A saved page → the edit form, every field included. (Spec §3 left the Open Graph fields out of
 * the form, so each save wiped them; issue « Content that drives the site » asks that a save keep
 * every field it did not change.)
 */
export function seoPageToFormValues(page: SeoPage): SeoPageFormValues {
  return {
    page_url: page.page_url,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    keywords: (page.keywords ?? []).join(', '),
    h1: page.h1 ?? '',
    canonical_url: page.canonical_url ?? '',
    og_title: page.og_title ?? '',
    og_description: page.og_description ?? '',
  };
}

/** Spec §7: the fields of an insert, and of an update by id. */
export type SeoPagePayload = Required<
  Pick<
    TablesInsert<'seo_content'>,
    | 'page_url'
    | 'meta_title'
    | 'meta_description'
    | 'keywords'
    | 'h1'
    | 'canonical_url'
    | 'og_title'
    | 'og_description'
    | 'seo_score'
    | 'status'
  >
>;

const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Validated form values → the row sent: keywords trimmed and empties dropped, the score computed, published. */
export function toSeoPagePayload(values: SeoPageFormOutput): SeoPagePayload {
  const payload = {
    page_url: values.page_url.trim(),
    meta_title: values.meta_title.trim(),
    meta_description: values.meta_description.trim(),
    keywords: parseKeywords(values.keywords),
    h1: orNull(values.h1),
    canonical_url: orNull(values.canonical_url),
    og_title: orNull(values.og_title),
    og_description: orNull(values.og_description),
  };
  return { ...payload, seo_score: computeSeoScore(payload), status: 'published' };
}
