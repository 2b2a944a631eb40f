import { z } from '@/lib/zod';
import type { Tables, TablesInsert } from '@/lib/db';
import { markupPattern } from '@/lib/text-rules';
import { SLUG_MAX_LENGTH, slugPattern } from '@/lib/slug';
import { fieldOfDbError } from '@/lib/form-errors';

/**
 * The category form, mirroring the CHECK constraints of `public.categories`
 * (supabase/schemas/catalogue.sql).
 */
export const categoryLimits = {
  name: 80,
  slug: SLUG_MAX_LENGTH,
  description: 500,
  icon: 50,
  orderPosition: 100_000,
} as const;

/** categories_icon_check: a lucide icon name such as Monitor or Building2. */
export const iconPattern = /^[A-Za-z][A-Za-z0-9]{0,49}$/;

/** Postgres `char_length` counts code points, not UTF-16 units. */
const codePointLength = (value: string) => [...value].length;
const nf = new Intl.NumberFormat('fr-FR');
const markupMessage = (label: string) => `${label} ne doit pas contenir de balises HTML (« < » suivi d’une lettre).`;

export const categorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir le nom de la catégorie.' })
    .refine((value) => codePointLength(value) <= categoryLimits.name, {
      error: `Le nom ne doit pas dépasser ${categoryLimits.name} caractères.`,
    })
    .refine((value) => !markupPattern.test(value), { error: markupMessage('Le nom') }),
  slug: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir le slug de la catégorie.' })
    .max(categoryLimits.slug, { error: `Le slug ne doit pas dépasser ${categoryLimits.slug} caractères.` })
    .regex(slugPattern, {
      error:
        'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (ex. ecrans-geants).',
    }),
  description: z
    .string()
    .trim()
    .refine((value) => codePointLength(value) <= categoryLimits.description, {
      error: `La description ne doit pas dépasser ${categoryLimits.description} caractères.`,
    })
    .refine((value) => !markupPattern.test(value), { error: markupMessage('La description') })
    .transform((value) => value || null),
  icon: z
    .string()
    .trim()
    .refine((value) => value === '' || iconPattern.test(value), {
      error: 'Le nom d’icône doit être un nom Lucide : une lettre puis lettres ou chiffres, sans espace (ex. Monitor).',
    })
    .transform((value) => value || null),
  order_position: z
    .string()
    .trim()
    .superRefine((raw, ctx) => {
      if (raw === '') return;
      if (/^-\d/.test(raw)) ctx.addIssue({ code: 'custom', message: 'La position ne peut pas être négative.' });
      else if (!/^\d+$/.test(raw))
        ctx.addIssue({ code: 'custom', message: 'La position doit être un nombre entier (ex. 3).' });
      else if (Number(raw) > categoryLimits.orderPosition) {
        ctx.addIssue({
          code: 'custom',
          message: `La position ne doit pas dépasser ${nf.format(categoryLimits.orderPosition)}.`,
        });
      }
    })
    .transform((raw) => (raw === '' ? 0 : Number(raw))),
  /** Off: the category, its page and its products leave the public site. */
  active: z.boolean(),
});

export type CategoryFormValues = z.input<typeof categorySchema>;
/** Spec §7: writes send name, slug, description, icon (and order_position, the list's sort key, and active). */
export type CategoryWrite = Required<
  Pick<TablesInsert<'categories'>, 'name' | 'slug' | 'description' | 'icon' | 'order_position' | 'active'>
>;
export type CategoryInput = z.output<typeof categorySchema>;

export const emptyCategoryValues: CategoryFormValues = {
  name: '',
  slug: '',
  description: '',
  icon: '',
  order_position: '0',
  active: true,
};

export function categoryToFormValues(category: Tables<'categories'>): CategoryFormValues {
  return {
    name: category.name,
    slug: category.slug,
    description: category.description ?? '',
    icon: category.icon ?? '',
    order_position: String(category.order_position),
    active: category.active,
  };
}

export function toCategoryWrite(input: CategoryInput): CategoryWrite {
  return input;
}

const constraintFields: Record<string, keyof CategoryFormValues> = {
  categories_slug_key: 'slug',
  categories_slug_check: 'slug',
  categories_name_check: 'name',
  categories_description_check: 'description',
  categories_icon_check: 'icon',
  categories_order_position_check: 'order_position',
};

/** The form field a database refusal is about (`… violates check constraint "…"`), if any. */
export function fieldOfServerError(error: unknown): keyof CategoryFormValues | undefined {
  return fieldOfDbError(error, constraintFields);
}
