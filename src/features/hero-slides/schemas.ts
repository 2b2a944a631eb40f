import { z } from '@/lib/zod';
import type { Tables, TablesInsert } from '@/lib/db';
import { markupPattern, safeUrlPattern } from '@/lib/text-rules';
import { HERO_IMAGE_WIDTHS } from './media-files';

/**
 * The slide form, mirroring the CHECK constraints of `public.hero_carousel_slides`
 * (supabase/schemas/content.sql): lengths, plain text, safe URLs, date order, and the image's
 * width and sizes.
 */

export type Slide = Tables<'hero_carousel_slides'>;
export type MediaType = 'image' | 'video';

export const slideLimits = {
  title: 120,
  subtitle: 240,
  ctaText: 40,
  url: 2048,
  prompt: 1000,
  orderPosition: 100000,
  imageWidth: 20000,
} as const;


export const MEDIA_REQUIRED_MESSAGE = 'Veuillez ajouter une image';
export const PROMPT_REQUIRED_MESSAGE = 'Veuillez saisir un prompt';

function optionalPlainText(label: string, max: number) {
  return z
    .string()
    .max(max, { error: `${label} ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${label} ne doit pas contenir de balises HTML.` });
}

const isoDate = z
  .string()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), { error: 'Date invalide (format attendu : jj/mm/aaaa).' });

export const slideFormSchema = z
  .object({
    title: optionalPlainText('Le titre', slideLimits.title),
    subtitle: optionalPlainText('Le sous-titre', slideLimits.subtitle),
    cta_text: optionalPlainText('Le texte du bouton', slideLimits.ctaText),
    cta_link: z
      .string()
      .max(slideLimits.url, { error: `Le lien ne doit pas dépasser ${slideLimits.url} caractères.` })
      .refine((value) => value.trim() === '' || safeUrlPattern.test(value.trim()), {
        error: 'Le lien doit commencer par http://, https:// ou « / » (ex. /contact-pro).',
      }),
    active: z.boolean(),
    start_date: isoDate,
    end_date: isoDate,
    order_position: z.string().refine(
      (value) => /^\d+$/.test(value.trim()) && Number(value) <= slideLimits.orderPosition,
      { error: `La position doit être un nombre entier entre 0 et ${slideLimits.orderPosition}.` },
    ),
    image_url: z
      .string()
      .min(1, { error: MEDIA_REQUIRED_MESSAGE })
      .refine((value) => value === '' || (value.length <= slideLimits.url && safeUrlPattern.test(value)), {
        error: 'L’URL du média doit commencer par http://, https:// ou « / ».',
      }),
    media_type: z.enum(['image', 'video']),
    generated_by_ai: z.boolean(),
    generation_prompt: optionalPlainText('Le prompt', slideLimits.prompt),
    // Set by the upload, never typed: a message here means the upload must be done again.
    image_width: z
      .number()
      .int({ error: 'La largeur de l’image doit être un nombre entier de pixels.' })
      .min(1, { error: 'La largeur de l’image doit être d’au moins 1 pixel.' })
      .max(slideLimits.imageWidth, {
        error: `La largeur de l’image ne doit pas dépasser ${slideLimits.imageWidth} pixels.`,
      })
      .nullable(),
    image_variant_widths: z
      .array(z.number())
      .refine((widths) => widths.every((width) => (HERO_IMAGE_WIDTHS as readonly number[]).includes(width)), {
        error: `Les tailles de l’image ne peuvent être que ${HERO_IMAGE_WIDTHS.join(', ')} pixels.`,
      })
      .refine((widths) => new Set(widths).size === widths.length, {
        error: 'Chaque taille de l’image ne peut figurer qu’une fois.',
      }),
  })
  .superRefine((values, ctx) => {
    const widths = values.image_variant_widths;
    const original = values.image_width;
    if (widths.length > 0 && original === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['image_variant_widths'],
        message: 'Des tailles d’image exigent la largeur de l’original.',
      });
    } else if (original !== null && widths.some((width) => width >= original)) {
      ctx.addIssue({
        code: 'custom',
        path: ['image_variant_widths'],
        message: 'Chaque taille de l’image doit être plus petite que l’original.',
      });
    }
    if (values.media_type === 'video' && widths.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['image_variant_widths'], message: 'Une vidéo n’a pas de tailles d’image.' });
    }
    if (values.start_date && values.end_date && values.end_date < values.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'La date de fin doit être postérieure ou égale à la date de début.',
      });
    }
  });

export type SlideFormValues = z.infer<typeof slideFormSchema>;

export type SlidePayload = Pick<
  TablesInsert<'hero_carousel_slides'>,
  | 'title'
  | 'subtitle'
  | 'image_url'
  | 'cta_text'
  | 'cta_link'
  | 'active'
  | 'start_date'
  | 'end_date'
  | 'media_type'
  | 'generated_by_ai'
  | 'generation_prompt'
  | 'order_position'
  | 'image_width'
  | 'image_variant_widths'
>;

export function emptySlideValues(orderPosition = 0): SlideFormValues {
  return {
    title: '',
    subtitle: '',
    cta_text: '',
    cta_link: '',
    active: true,
    start_date: '',
    end_date: '',
    order_position: String(orderPosition),
    image_url: '',
    media_type: 'image',
    generated_by_ai: false,
    generation_prompt: '',
    image_width: null,
    image_variant_widths: [],
  };
}

/** Spec §4: editing loads the slide into the form, dates trimmed to their date part. */
export function slideToFormValues(slide: Slide): SlideFormValues {
  return {
    title: slide.title ?? '',
    subtitle: slide.subtitle ?? '',
    cta_text: slide.cta_text ?? '',
    cta_link: slide.cta_link ?? '',
    active: slide.active,
    start_date: slide.start_date ? slide.start_date.slice(0, 10) : '',
    end_date: slide.end_date ? slide.end_date.slice(0, 10) : '',
    order_position: String(slide.order_position ?? 0),
    image_url: slide.image_url ?? '',
    media_type: slide.media_type === 'video' ? 'video' : 'image',
    generated_by_ai: slide.generated_by_ai,
    generation_prompt: slide.generation_prompt ?? '',
    image_width: slide.image_width,
    image_variant_widths: slide.image_variant_widths,
  };
}

const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Spec §7: the fields of the insert and of the update; empty texts and dates are sent as null. */
export function toSlidePayload(values: SlideFormValues): SlidePayload {
  return {
    title: orNull(values.title),
    subtitle: orNull(values.subtitle),
    image_url: values.image_url,
    cta_text: orNull(values.cta_text),
    cta_link: orNull(values.cta_link),
    active: values.active,
    start_date: values.start_date === '' ? null : values.start_date,
    end_date: values.end_date === '' ? null : values.end_date,
    media_type: values.media_type,
    generated_by_ai: values.generated_by_ai,
    generation_prompt: values.generated_by_ai ? orNull(values.generation_prompt) : null,
    order_position: Number(values.order_position.trim()),
    image_width: values.image_width,
    image_variant_widths: values.image_variant_widths,
  };
}

/** The AI prompt: non-empty after trimming, at most 1000 characters. */
export function promptError(prompt: string): string | undefined {
  if (prompt.trim() === '') return PROMPT_REQUIRED_MESSAGE;
  if (prompt.length > slideLimits.prompt) return `Le prompt ne doit pas dépasser ${slideLimits.prompt} caractères.`;
  if (markupPattern.test(prompt)) return 'Le prompt ne doit pas contenir de balises HTML.';
  return undefined;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' without going through UTC (no off-by-one day). */
export function formatIsoDay(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** The date window of a slide as the list shows it, in fr-FR. */
export function formatSlideDateRange(slide: Pick<Slide, 'start_date' | 'end_date'>): string {
  const start = slide.start_date ? formatIsoDay(slide.start_date) : null;
  const end = slide.end_date ? formatIsoDay(slide.end_date) : null;
  if (start && end) return `Du ${start} au ${end}`;
  if (start) return `À partir du ${start} · Sans date de fin`;
  if (end) return `Jusqu’au ${end}`;
  return 'Sans date de début ni de fin';
}
